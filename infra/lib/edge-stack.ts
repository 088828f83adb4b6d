import { ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** WAF rules need every request to CloudFront's auth path counted per source address. */
export const AUTH_PATH_PREFIX = '/api/auth/';

/**
 * What a rate rule answers: 429 with the JSON `{detail}` of every other refusal of the API, and
 * `Retry-After` in seconds as the API's own 429s (a rule counts over 5 minutes).
 */
export const RATE_LIMITED = {
  status: 429,
  retryAfterSeconds: 300,
  bodyKey: 'too-many-requests',
  body: { detail: 'Trop de requêtes depuis votre adresse. Réessayez dans quelques minutes.' },
} as const;

export interface EdgeStackProps extends StackProps {
  /** Requests per source address per 5 minutes on /api/auth/* (login, register, refresh). */
  readonly authRequestsPer5Min: number;
  /** Requests per source address per 5 minutes on the whole site. */
  readonly siteRequestsPer5Min: number;
}

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const managedGroup = (name: string, priority: number, excludeToCount: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: excludeToCount.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility(name),
});

const rateRule = (name: string, priority: number, limit: number, pathPrefix?: string): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: {
    block: {
      customResponse: {
        responseCode: RATE_LIMITED.status,
        customResponseBodyKey: RATE_LIMITED.bodyKey,
        responseHeaders: [{ name: 'Retry-After', value: String(RATE_LIMITED.retryAfterSeconds) }],
      },
    },
  },
  statement: {
    rateBasedStatement: {
      limit,
      evaluationWindowSec: 300,
      aggregateKeyType: 'IP',
      scopeDownStatement: pathPrefix
        ? {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: pathPrefix,
              textTransformations: [{ priority: 0, type: 'NONE' }],
            },
          }
        : undefined,
    },
  },
  visibilityConfig: visibility(name),
});

/**
 * The CloudFront-scoped WAF web ACL. CloudFront only takes a web ACL from us-east-1, so it lives in
 * this small stack there and the main stack references it (a cross-region reference).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** Blocked requests only (WAF requires the `aws-waf-logs-` name prefix). */
  readonly wafLogs: LogGroup;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('tuning-file-manager'),
      customResponseBodies: {
        [RATE_LIMITED.bodyKey]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(RATE_LIMITED.body) },
      },
      rules: [
        rateRule('auth-rate-per-ip', 0, props.authRequestsPer5Min, AUTH_PATH_PREFIX),
        rateRule('site-rate-per-ip', 1, props.siteRequestsPer5Min),
        managedGroup('AWSManagedRulesAmazonIpReputationList', 2),
        // Logo and chat uploads are multipart bodies over the 8 KB this rule allows, and the
        // functions bound every body themselves (413): count, do not block.
        managedGroup('AWSManagedRulesCommonRuleSet', 3, ['SizeRestrictions_BODY']),
        managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 4),
      ],
    });
    this.wafLogs = new LogGroup(this, 'WafLogs', {
      logGroupName: 'aws-waf-logs-tuning-file-manager',
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      // WAF takes the log group's ARN without the `:*` suffix of LogGroup.logGroupArn.
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.wafLogs.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      // Allowed requests are in CloudFront's own logs; WAF logs only what it blocked.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
      },
    });
  }
}
