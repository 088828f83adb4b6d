import { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { buildApp } from '../lib/app';
import { loadJobRegistry } from '../lib/job-registry';

const app = new App();
buildApp(app, { account: process.env.CDK_DEFAULT_ACCOUNT, jobs: await loadJobRegistry() });

// cdk-nag AwsSolutions and Serverless on every synth: an unacknowledged finding stops the synth (and the deploy).
for (const [name, pack] of [['AwsSolutions', new AwsSolutionsChecks()], ['Serverless', new ServerlessChecks()]] as const) {
  const report = pack.validateScope(app);
  for (const violation of report.violations) {
    for (const resource of violation.violatingResources) {
      console.error(`[${violation.severity}] ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`);
    }
  }
  if (!report.success) {
    console.error(`cdk-nag ${name}: findings above must be fixed or acknowledged with a reason`);
    process.exit(1);
  }
}
app.synth();
