import { ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { acknowledgeServerlessFindings } from './serverless-nag';

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

/** What a managed rule group's match answers: 403 with a JSON `{detail}`, not WAF's own page. */
export const REFUSED_BY_FIREWALL = {
  status: 403,
  bodyKey: 'refused',
  body: { detail: 'Requête refusée par le pare-feu du site. Si le problème persiste, contactez-nous.' },
} as const;

/** The managed groups: they only label (count); MANAGED_BLOCK blocks on their labels. */
export const MANAGED_GROUPS = {
  AWSManagedRulesAmazonIpReputationList: 'awswaf:managed:aws:amazon-ip-list:',
  AWSManagedRulesCommonRuleSet: 'awswaf:managed:aws:core-rule-set:',
  AWSManagedRulesKnownBadInputsRuleSet: 'awswaf:managed:aws:known-bad-inputs:',
} as const;

/**
 * The Common Rule Set's body rules, ignored on a multipart body: logo and chat uploads are files
 * (a PNG or an ECU dump can hold any bytes, and are over the 8 KB SizeRestrictions_BODY allows);
 * the functions bound and check every body themselves (413, 400).
 */
export const BODY_RULE_LABELS = ['SizeRestrictions_Body', 'CrossSiteScripting_Body', 'GenericLFI_Body', 'GenericRFI_Body', 'EC2MetaDataSSRF_Body'].map(
  (rule) => `${MANAGED_GROUPS.AWSManagedRulesCommonRuleSet}${rule}`,
);
export const MANAGED_BLOCK = 'managed-groups-block';

/**
 * CloudFront's 5xx answers (its origins' and its own 502/503/504) as a share of its requests: a
 * Metrics Insights query over the account's distributions in us-east-1, where CloudFront sends
 * its metrics. The distribution is made by the main stack, deployed after this one, so its id is
 * not known here: the query needs none (an account that holds other distributions alarms on
 * theirs too). Issue 38 item 6.
 */
export const CLOUDFRONT_5XX_QUERY = 'SELECT MAX("5xxErrorRate") FROM SCHEMA("AWS/CloudFront", DistributionId, Region)';
/** The share of 5xx answers, in percent, over 5 minutes three times in a row. */
export const CLOUDFRONT_5XX_PERCENT = 5;

export interface EdgeStackProps extends StackProps {
  /** Subscribed to this stack's alarm topic when set (an alarm acts only on a topic of its own region). */
  readonly alarmEmail?: string;
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

/** A managed group that only labels what it matches (MANAGED_BLOCK decides). */
const managedGroup = (name: keyof typeof MANAGED_GROUPS, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { count: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: visibility(name),
});

const labelled = (key: string, scope: 'LABEL' | 'NAMESPACE'): CfnWebACL.StatementProperty => ({ labelMatchStatement: { key, scope } });

/**
 * Blocks, with the JSON 403, what a managed group labelled, except the Common Rule Set's body
 * rules on a multipart body (the uploads).
 */
const managedBlock = (priority: number): CfnWebACL.RuleProperty => ({
  name: MANAGED_BLOCK,
  priority,
  action: { block: { customResponse: { responseCode: REFUSED_BY_FIREWALL.status, customResponseBodyKey: REFUSED_BY_FIREWALL.bodyKey } } },
  statement: {
    orStatement: {
      statements: [
        labelled(MANAGED_GROUPS.AWSManagedRulesAmazonIpReputationList, 'NAMESPACE'),
        labelled(MANAGED_GROUPS.AWSManagedRulesKnownBadInputsRuleSet, 'NAMESPACE'),
        {
          andStatement: {
            statements: [
              labelled(MANAGED_GROUPS.AWSManagedRulesCommonRuleSet, 'NAMESPACE'),
              {
                notStatement: {
                  statement: {
                    andStatement: {
                      statements: [
                        {
                          byteMatchStatement: {
                            fieldToMatch: { singleHeader: { Name: 'content-type' } },
                            positionalConstraint: 'STARTS_WITH',
                            searchString: 'multipart/form-data',
                            textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                          },
                        },
                        { orStatement: { statements: BODY_RULE_LABELS.map((label) => labelled(label, 'LABEL')) } },
                      ],
                    },
                  },
                },
              },
            ],
          },
        },
      ],
    },
  },
  visibilityConfig: visibility(MANAGED_BLOCK),
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
  /** The alarms of us-east-1 (CloudFront's metrics are there): e-mailed like the main stack's. */
  readonly alarmTopic: Topic;
  readonly cloudFront5xx: CfnAlarm;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('tuning-file-manager'),
      customResponseBodies: {
        [RATE_LIMITED.bodyKey]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(RATE_LIMITED.body) },
        [REFUSED_BY_FIREWALL.bodyKey]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(REFUSED_BY_FIREWALL.body) },
      },
      rules: [
        rateRule('auth-rate-per-ip', 0, props.authRequestsPer5Min, AUTH_PATH_PREFIX),
        rateRule('site-rate-per-ip', 1, props.siteRequestsPer5Min),
        managedGroup('AWSManagedRulesAmazonIpReputationList', 2),
        managedGroup('AWSManagedRulesCommonRuleSet', 3),
        managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 4),
        managedBlock(5),
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
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Tuning file manager alarms (CloudFront)', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.cloudFront5xx = new CfnAlarm(this, 'CloudFront5xx', {
      alarmDescription: `CloudFront answered 5xx to more than ${CLOUDFRONT_5XX_PERCENT} % of its requests for 15 minutes (an origin unreachable or failing: the API, the site bucket)`,
      metrics: [{ id: 'rate', expression: CLOUDFRONT_5XX_QUERY, period: 300, returnData: true, label: 'CloudFront 5xx error rate (%)' }],
      threshold: CLOUDFRONT_5XX_PERCENT,
      evaluationPeriods: 3,
      comparisonOperator: 'GreaterThanOrEqualToThreshold',
      treatMissingData: 'notBreaching',
      alarmActions: [this.alarmTopic.topicArn],
    });
    acknowledgeServerlessFindings(this);
  }
}
