/**
 * The regional WAF rule that lets a call reach the REST API only with the origin secret's value
 * in `x-origin-verify`, as CloudFront adds it (decision 031). One builder for the template
 * (infra/lib/api-firewall.ts) and the rotation (rotate-origin-secret.ts), in the shape both the
 * CloudFormation resource and the WAFv2 API take.
 */
export const ORIGIN_RULE_NAME = 'through-cloudfront';
export const ORIGIN_RULE_HEADER = 'x-origin-verify';

const headerIs = <S>(value: S) => ({
  ByteMatchStatement: {
    FieldToMatch: { SingleHeader: { Name: ORIGIN_RULE_HEADER } },
    PositionalConstraint: 'EXACTLY' as const,
    SearchString: value,
    TextTransformations: [{ Priority: 0, Type: 'NONE' as const }],
  },
});

/**
 * Allows a call carrying one of `values` (the current one, and the previous or pending one during
 * a rotation). `encode` gives the search string's form: text for CloudFormation, bytes for the SDK.
 */
export function originRule<S = string>(values: readonly string[], encode: (value: string) => S = (value) => value as S) {
  const distinct = [...new Set(values)].sort();
  if (!distinct.length) throw new Error('The origin rule needs a value');
  const statements = distinct.map((value) => headerIs(encode(value)));
  return {
    Name: ORIGIN_RULE_NAME,
    Priority: 0,
    Action: { Allow: {} },
    Statement: statements.length === 1 ? statements[0] : { OrStatement: { Statements: statements } },
    VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: false, MetricName: ORIGIN_RULE_NAME },
  };
}
