import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Data } from './data';
import { configureEmailJobs } from './email';
import { addScheduledJobs, type JobDefinition, type ScheduledJob } from './jobs';
import { webDist } from './paths';
import { Site } from './site';

export interface TuningFileManagerStackProps extends StackProps {
  /** Scheduled jobs (bin/app.ts passes functions/src/jobs/registry.ts). */
  readonly jobs?: readonly JobDefinition[];
  /** Built SPA folder to deploy if it exists; `false` never deploys. */
  readonly webDist?: string | false;
}

// The distribution's domain is unknown until deploy and referencing it from the files bucket
// would close a cycle (bucket -> distribution -> API -> Lambda -> bucket): allow any CloudFront
// host unless the `siteOrigin` context pins the real one.
const defaultCorsOrigin = 'https://*.cloudfront.net';

export class TuningFileManagerStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly site: Site;
  readonly jobs: ScheduledJob[];

  constructor(scope: Construct, id: string, props: TuningFileManagerStackProps = {}) {
    super(scope, id, props);
    const siteOrigin = this.node.tryGetContext('siteOrigin') as string | undefined;
    this.data = new Data(this, 'Data', { corsOrigins: [siteOrigin ?? defaultCorsOrigin] });
    this.api = new Api(this, 'Api', { data: this.data });
    this.site = new Site(this, 'Site', {
      siteBucket: this.data.siteBucket,
      httpApi: this.api.httpApi,
      webDist: props.webDist === false ? undefined : (props.webDist ?? webDist),
    });
    this.jobs = addScheduledJobs(this, props.jobs ?? [], this.data);
    configureEmailJobs(this, props.jobs ?? [], this.jobs, this.site.url);
    this.addOutputs();
  }

  private addOutputs(): void {
    new CfnOutput(this, 'SiteUrl', { value: this.site.url });
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.data.filesBucket.bucketName });
  }
}
