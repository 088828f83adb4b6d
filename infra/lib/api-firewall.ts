import { Stack } from 'aws-cdk-lib';
import type { Stage } from 'aws-cdk-lib/aws-apigateway';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ORIGIN_REFUSED } from '@app/functions/lib/http/origin-check';
import { originRule } from '@app/functions/setup/origin-rule';

/** What a call that did not come through CloudFront gets: WAF's own 403, as a JSON `{detail}`. */
export const DIRECT_CALL = { status: 403, bodyKey: 'direct-call', body: { detail: ORIGIN_REFUSED } } as const;

export interface ApiFirewallProps {
  readonly stage: Stage;
  /** `{{resolve:secretsmanager:…}}` of the origin secret: the value CloudFront sends at deploy. */
  readonly originValue: string;
}

/**
 * The REST API's regional web ACL (decision 031): blocks by default, allows a call whose
 * `x-origin-verify` holds the origin secret's value. WAF runs before API Gateway's throttling,
 * authorisation and integration, so a call around CloudFront never counts against the stage's
 * limits nor invokes a Lambda. The rule holds one value at deploy; the rotation
 * (functions/src/setup/rotate-origin-secret.ts) sets the current and the next (or previous) ones.
 * The per-address rate rules and the managed rule groups stay at the edge (edge-stack.ts): here
 * every call comes from a CloudFront address.
 */
export class ApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;
  /** Its name: the rotation finds it by name, the alarm's metric is named by it. */
  readonly webAclName: string;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    this.webAclName = `${Stack.of(this).stackName}-api`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.webAclName,
      scope: 'REGIONAL',
      description: 'Only CloudFront, with the origin secret header, may call the REST API',
      defaultAction: { block: { customResponse: { responseCode: DIRECT_CALL.status, customResponseBodyKey: DIRECT_CALL.bodyKey } } },
      customResponseBodies: {
        [DIRECT_CALL.bodyKey]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(DIRECT_CALL.body) },
      },
      visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: 'tuning-file-manager-api' },
    });
    // The rule in the WAFv2 API's own shape, shared with the rotation.
    this.webAcl.addPropertyOverride('Rules', [originRule([props.originValue])]);
    const association = new CfnWebACLAssociation(this, 'Association', { resourceArn: props.stage.stageArn, webAclArn: this.webAcl.attrArn });
    // The stage's ARN is built from its name: the stage must exist first.
    association.node.addDependency(props.stage);
  }
}
