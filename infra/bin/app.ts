import { App } from 'aws-cdk-lib';
import { loadJobRegistry } from '../lib/job-registry';
import { TuningFileManagerStack } from '../lib/tuning-file-manager-stack';

const app = new App();
new TuningFileManagerStack(app, 'TuningFileManagerStack', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  jobs: await loadJobRegistry(),
});
app.synth();
