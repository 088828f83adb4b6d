import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATH_PREFIX, BODY_RULE_LABELS, CLOUDFRONT_5XX_PERCENT, CLOUDFRONT_5XX_QUERY, MANAGED_BLOCK, MANAGED_GROUPS, RATE_LIMITED, REFUSED_BY_FIREWALL } from '../lib/edge-stack';
import { IMMUTABLE_CACHE, SHELL_CACHE } from '../lib/site';
import { actionsOf, logicalId, must as present, policyStatements, synthCustom, synthFull, synthStack, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;
let custom: Synthesized;

beforeAll(async () => {
  // With the site deployment (fixtureWebDist).
  synth = await synthFull();
  template = synth.template;
  // domainName fichiers.example.fr, its certificate, simulatorUrl (with the other custom settings).
  custom = await synthCustom();
});

const distributionConfig = (t: Template) => {
  const [distribution] = Object.values(t.findResources('AWS::CloudFront::Distribution'));
  return distribution?.Properties.DistributionConfig;
};
const headersConfig = (t: Template) => {
  const [policy] = Object.values(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  return policy?.Properties.ResponseHeadersPolicyConfig;
};

describe('WAF', () => {
  it('is a CloudFront web ACL in us-east-1 with the AWS managed rule groups', () => {
    expect(synth.edge.region).toBe('us-east-1');
    synth.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith(
        ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'].map(
          (name) => Match.objectLike({ Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: name }) } }),
        ),
      ),
    });
  });

  it("answers a managed group's match with a JSON 403, and never blocks a multipart upload on a body rule", () => {
    const [acl] = Object.values(synth.edgeTemplate.findResources('AWS::WAFv2::WebACL'));
    const rules = present(acl, 'web ACL').Properties.Rules as { Name: string; OverrideAction?: unknown; Action?: unknown; Statement: any }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const name of Object.keys(MANAGED_GROUPS)) expect(rules.find((r) => r.Name === name)?.OverrideAction, name).toEqual({ Count: {} });
    const block = present(rules.find((r) => r.Name === MANAGED_BLOCK), 'block rule');
    expect(block.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: REFUSED_BY_FIREWALL.bodyKey } } });
    expect(JSON.parse(present(acl).Properties.CustomResponseBodies[REFUSED_BY_FIREWALL.bodyKey].Content)).toEqual(REFUSED_BY_FIREWALL.body);
    const namespaces = JSON.stringify(block.Statement).match(/"Key":"[^"]+","Scope":"NAMESPACE"/g);
    expect(namespaces).toHaveLength(3);
    const exempt = block.Statement.OrStatement.Statements[2].AndStatement.Statements[1].NotStatement.Statement.AndStatement.Statements;
    expect(exempt[0].ByteMatchStatement).toMatchObject({ FieldToMatch: { SingleHeader: { Name: 'content-type' } }, SearchString: 'multipart/form-data' });
    expect(exempt[1].OrStatement.Statements.map((s: { LabelMatchStatement: { Key: string } }) => s.LabelMatchStatement.Key)).toEqual(BODY_RULE_LABELS);
    expect(BODY_RULE_LABELS).toEqual(expect.arrayContaining(['awswaf:managed:aws:core-rule-set:SizeRestrictions_Body', 'awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body']));
    expect(rules.indexOf(block)).toBe(rules.length - 1);
  });

  it('limits each address on /api/auth/* (and the whole site, higher)', () => {
    synth.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'auth-rate-per-ip',
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: RATE_LIMITED.bodyKey } } },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: 100,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: AUTH_PATH_PREFIX,
                  PositionalConstraint: 'STARTS_WITH',
                  FieldToMatch: { UriPath: {} },
                }),
              },
            }),
          },
        }),
        Match.objectLike({ Name: 'site-rate-per-ip', Statement: { RateBasedStatement: Match.objectLike({ Limit: 3000 }) } }),
      ]),
    });
  });

  it('refuses an address over a rate limit with 429, Retry-After and a French JSON detail, like the API', () => {
    const [acl] = Object.values(synth.edgeTemplate.findResources('AWS::WAFv2::WebACL'));
    const props = acl?.Properties;
    const body = props.CustomResponseBodies[RATE_LIMITED.bodyKey];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ detail: expect.stringMatching(/^Trop de requêtes/) });
    const rateRules = props.Rules.filter((r: { Statement: Record<string, unknown> }) => r.Statement.RateBasedStatement);
    expect(rateRules).toHaveLength(2);
    for (const rule of rateRules) {
      expect(rule.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: RATE_LIMITED.bodyKey,
        // A rule counts over 5 minutes: the caller may try again after them.
        ResponseHeaders: [{ Name: 'Retry-After', Value: '300' }],
      });
      expect(rule.Statement.RateBasedStatement.EvaluationWindowSec).toBe(RATE_LIMITED.retryAfterSeconds);
    }
  });

  it('is associated with the distribution across regions', () => {
    expect(JSON.stringify(distributionConfig(template).WebACLId)).toContain('WebAcl');
    expect(synth.stack.region).toBe('eu-west-3');
  });
});

describe('CloudFront 5xx alarm (issue 38 item 6)', () => {
  it('sits in us-east-1 with CloudFront\'s metrics, on the 5xx rate of the account\'s distributions, e-mailed from a topic of its own region', () => {
    expect(synth.edge.region).toBe('us-east-1');
    const edge = synth.edgeTemplate;
    const topicId = logicalId(synth.edge, synth.edge.alarmTopic);
    edge.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.fr', TopicArn: { Ref: topicId } });
    const alarms = Object.values(edge.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties as Record<string, unknown>);
    expect(alarms).toEqual([
      expect.objectContaining({
        Metrics: [expect.objectContaining({ Expression: CLOUDFRONT_5XX_QUERY, Period: 300, ReturnData: true })],
        Threshold: CLOUDFRONT_5XX_PERCENT,
        EvaluationPeriods: 3,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: topicId }],
      }),
    ]);
    // The metric CloudFront publishes per distribution (Region: Global), in percent.
    expect(CLOUDFRONT_5XX_QUERY).toContain('"5xxErrorRate"');
    expect(CLOUDFRONT_5XX_QUERY).toContain('SCHEMA("AWS/CloudFront", DistributionId, Region)');
    // The main stack's distribution is the one it watches: made in the main stack, whose alarms stay in its region.
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    edge.resourceCountIs('AWS::CloudFront::Distribution', 0);
  });
});

describe('API reachable only through CloudFront', () => {
  it("sends the secret origin header to the REST API's origin, resolved from Secrets Manager at deploy", () => {
    const secretId = logicalId(synth.stack, synth.stack.originVerify.secret);
    const apiOrigins = distributionConfig(template).Origins.filter((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(1);
    for (const api of apiOrigins) {
      expect(api.OriginCustomHeaders).toEqual([
        { HeaderName: 'x-origin-verify', HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] } },
      ]);
    }
  });

  it("gives every API function the secret's ARN to read at run time, and no function its value", () => {
    const secretId = logicalId(synth.stack, synth.stack.originVerify.secret);
    const functions = template.findResources('AWS::Lambda::Function');
    for (const fn of Object.values(synth.stack.api.functions)) {
      const props = functions[logicalId(synth.stack, fn)]?.Properties;
      expect(props.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secretId });
      // The Parameters and Secrets extension serves it (lib/secrets/extension.ts).
      expect(JSON.stringify(props.Layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension');
    }
    // Neither the value nor a dynamic reference resolving to it, in any function's environment.
    for (const [id, fn] of Object.entries(functions)) {
      const environment = JSON.stringify(fn.Properties.Environment ?? {});
      expect(environment, id).not.toMatch(new RegExp(`resolve:secretsmanager:[^}]*${secretId}|"Ref":"${secretId}"[^}]*SecretString`));
      expect(environment, id).not.toContain('ORIGIN_VERIFY_SECRET"');
    }
  });

  it("rotates the secret every 30 days with a function that updates the API's web ACL and the distribution", () => {
    const secretId = logicalId(synth.stack, synth.stack.originVerify.secret);
    const rotation = present(synth.stack.originVerify.rotationFunction, 'rotation function');
    template.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: { Ref: secretId },
      RotationLambdaARN: { 'Fn::GetAtt': [logicalId(synth.stack, rotation), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    const props = template.findResources('AWS::Lambda::Function')[logicalId(synth.stack, rotation)]?.Properties;
    expect(props.Environment.Variables.DISTRIBUTION_ID).toEqual({ Ref: logicalId(synth.stack, synth.stack.site.distribution) });
    const roleId = logicalId(synth.stack, present(rotation.role, 'role'));
    const actions = policyStatements(template, roleId).flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution']));
    const aclId = synth.stack.getLogicalId(synth.stack.apiFirewall.webAcl);
    expect(props.Environment.Variables).toMatchObject({ WEB_ACL_NAME: synth.stack.apiFirewall.webAclName, WEB_ACL_ID: { 'Fn::GetAtt': [aclId, 'Id'] } });
    const waf = policyStatements(template, roleId).filter((statement) => actionsOf(statement).some((action) => action.startsWith('wafv2:')));
    expect(waf).toEqual([expect.objectContaining({ Action: ['wafv2:GetWebACL', 'wafv2:UpdateWebACL'], Resource: { 'Fn::GetAtt': [aclId, 'Arn'] } })]);
  });
});

describe('security headers', () => {
  it('sets CSP, HSTS (2 years, subdomains), nosniff, DENY, referrer and permissions policies', () => {
    const config = headersConfig(template);
    expect(config.SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([expect.objectContaining({ Header: 'Permissions-Policy' })]);
  });

  it('lets scripts, frames and connections go only to the site, the files bucket and the simulator', () => {
    const csp = JSON.stringify(headersConfig(custom.template).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' https://simulateur.example.com;",
      'frame-src https://simulateur.example.com;',
      "frame-ancestors 'none'",
      "worker-src 'self' blob:",
      "img-src 'self' data: blob: https://",
      "connect-src 'self' https://",
    ]) {
      expect(csp).toContain(directive);
    }
    // The files bucket's regional host is in img-src and connect-src.
    expect(csp.match(/RegionalDomainName/g)?.length).toBe(2);
    const plain = JSON.stringify(headersConfig(template).SecurityHeadersConfig.ContentSecurityPolicy);
    expect(plain).toContain("frame-src 'none'");
  });

  it('applies the policy to the SPA, the assets and the API', () => {
    const config = distributionConfig(template);
    const policyId = { Ref: logicalId(synth.stack, synth.stack.site.headersPolicy) };
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(policyId);
    for (const behavior of config.CacheBehaviors) expect(behavior.ResponseHeadersPolicyId).toEqual(policyId);
  });
});

describe('custom domain and TLS', () => {
  it('serves the domain with its certificate and TLS 1.2 at least', () => {
    expect(distributionConfig(custom.template)).toMatchObject({
      Aliases: ['fichiers.example.fr'],
      ViewerCertificate: {
        AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      },
    });
  });

  it('lets the domain PUT files to the bucket (CORS)', () => {
    const buckets = custom.template.findResources('AWS::S3::Bucket');
    const files = buckets[logicalId(custom.stack, custom.stack.data.filesBucket)];
    expect(files?.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins).toEqual([
      'https://*.cloudfront.net',
      'https://fichiers.example.fr',
    ]);
  });

  it('needs both the domain and the certificate', async () => {
    await expect(synthStack({ bundle: false, context: { domainName: 'x.example.fr' } })).rejects.toThrow(/certificateArn/);
  });
});

describe('SPA deploys that keep open tabs working', () => {
  it('caches hashed assets a year and revalidates the shell', () => {
    const config = distributionConfig(template);
    const assets = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/assets/*');
    expect(assets.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6'); // CachingOptimized
    expect(config.DefaultCacheBehavior.CachePolicyId).toEqual({ Ref: logicalId(synth.stack, synth.stack.site.shellCachePolicy) });
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ MinTTL: 0, DefaultTTL: 0 }),
    });
  });

  it('compresses every behaviour at the edge, so the build\'s .br and .gz copies stay out of the bucket', () => {
    const config = distributionConfig(template);
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) expect(behavior.Compress).toBe(true);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true }),
      }),
    });
    // The fixture build holds copies next to index.html and its asset: none is staged for upload.
    const staged = Object.values(template.findResources('Custom::CDKBucketDeployment')).flatMap((d) =>
      (d.Properties.SourceObjectKeys as string[]).map((key) => join(synth.app.outdir, `asset.${key.replace(/\.zip$/, '')}`)),
    );
    const files = staged.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }));
    expect(files).toEqual(expect.arrayContaining(['index.html', 'index-Abc123.js']));
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('uploads assets (immutable) before the shell (no-cache), never pruning the previous build', () => {
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    const list = Object.entries(deployments);
    expect(list).toHaveLength(2);
    const [assetsId, assets] = must(list.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/'));
    const [, shell] = must(list.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === undefined));
    expect(assets.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': IMMUTABLE_CACHE } });
    expect(shell.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': SHELL_CACHE },
      DistributionPaths: ['/*'],
    });
    expect(shell.DependsOn).toContain(assetsId);
  });
});

describe('access logs', () => {
  it('logs CloudFront requests to the log bucket', () => {
    expect(distributionConfig(template).Logging).toMatchObject({
      Bucket: { 'Fn::GetAtt': [logicalId(synth.stack, synth.stack.data.logsBucket), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}
