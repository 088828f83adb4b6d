import type { App } from 'aws-cdk-lib';
import { EdgeStack } from './edge-stack';
import { retainExceptOnCreate } from './first-create';
import type { JobDefinition } from './jobs';
import { deploySettings } from './settings';
import { TuningFileManagerStack } from './tuning-file-manager-stack';

export interface BuildOptions {
  readonly jobs?: readonly JobDefinition[];
  readonly webDist?: string | false;
  readonly account?: string;
  readonly mainStackId?: string;
}

/**
 * The two stacks: the WAF web ACL in us-east-1 (CloudFront takes it from there only) and the
 * application in the pinned region, which references the ACL across regions.
 */
export function buildApp(app: App, options: BuildOptions = {}) {
  const settings = deploySettings(app.node);
  const mainId = options.mainStackId ?? 'TuningFileManagerStack';
  const edge = new EdgeStack(app, `${mainId}Edge`, {
    env: { account: options.account, region: 'us-east-1' },
    crossRegionReferences: true,
    authRequestsPer5Min: settings.authRequestsPer5Min,
    siteRequestsPer5Min: settings.siteRequestsPer5Min,
    alarmEmail: settings.alarmEmail,
  });
  const main = new TuningFileManagerStack(app, mainId, {
    env: { account: options.account, region: settings.region },
    crossRegionReferences: true,
    jobs: options.jobs,
    webDist: options.webDist,
    settings,
    webAclArn: edge.webAcl.attrArn,
  });
  main.addStackDependency(edge);
  for (const stack of [edge, main]) retainExceptOnCreate(stack);
  return { edge, main, settings };
}
