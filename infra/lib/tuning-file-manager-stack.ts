import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api';
import { ApiGatewayAccount } from './api-account';
import { ApiFirewall } from './api-firewall';
import { TableBackup } from './backup';
import { Data } from './data';
import { configureEmailJobs, emailSettings, sendsEmail } from './email';
import { FirstAdmin } from './first-admin';
import { addScheduledJobs, type JobDefinition, type ScheduledJob } from './jobs';
import { Monitoring } from './monitoring';
import { GeneratedSecret } from './generated-secret';
import { StripeKeys } from './stripe-keys';
import { OriginVerifySecret } from './origin-verify';
import { webDist } from './paths';
import { Push } from './push';
import { defaultSettings, type DeploySettings } from './settings';
import { acknowledgeServerlessFindings } from './serverless-nag';
import { Site } from './site';
import { TokenKeys, tokenKeySettings } from './token-keys';

export interface TuningFileManagerStackProps extends StackProps {
  /** Scheduled jobs (bin/app.ts passes functions/src/jobs/registry.ts). */
  readonly jobs?: readonly JobDefinition[];
  /** Built SPA folder to deploy if it exists; `false` never deploys. */
  readonly webDist?: string | false;
  /** Deploy-time choices (bin/app.ts reads them from the CDK context). */
  readonly settings?: DeploySettings;
  /** The CloudFront WAF web ACL (EdgeStack in us-east-1). */
  readonly webAclArn?: string;
}

// The distribution's domain is unknown until deploy and referencing it from the files bucket
// would close a cycle (bucket -> distribution -> REST API -> Lambda -> bucket): allow any CloudFront
// host unless the `siteOrigin` context pins the real one.
const defaultCorsOrigin = 'https://*.cloudfront.net';

export class TuningFileManagerStack extends Stack {
  readonly data: Data;
  readonly api: Api;
  readonly apiFirewall: ApiFirewall;
  readonly apiGatewayAccount: ApiGatewayAccount;
  readonly push: Push;
  readonly site: Site;
  readonly jobs: ScheduledJob[];
  readonly originVerify: OriginVerifySecret;
  readonly cursorSecret: GeneratedSecret;
  readonly stripeKeys: StripeKeys;
  readonly tokenKeys: TokenKeys;
  readonly firstAdmin: FirstAdmin;
  readonly monitoring: Monitoring;
  readonly backup: TableBackup;
  readonly settings: DeploySettings;

  constructor(scope: Construct, id: string, props: TuningFileManagerStackProps = {}) {
    super(scope, id, props);
    const settings = (this.settings = props.settings ?? defaultSettings);
    const { sourceMaps } = settings;
    this.data = new Data(this, 'Data', {
      corsOrigins: corsOrigins(settings),
      tableMaxReadUnits: settings.tableMaxReadUnits,
      tableMaxWriteUnits: settings.tableMaxWriteUnits,
    });
    this.backup = new TableBackup(this, 'Backup', { table: this.data.table });
    this.originVerify = new OriginVerifySecret(this, 'OriginVerify', { sourceMaps });
    this.cursorSecret = new GeneratedSecret(this, 'CursorSecret', {
      description: 'Key material sealing the API list cursors',
      environmentKey: 'CURSOR_SECRET_ARN',
    });
    this.tokenKeys = new TokenKeys(this, 'TokenKeys', { ...tokenKeySettings(this.node), sourceMaps });
    this.api = new Api(this, 'Api', {
      data: this.data,
      originVerify: this.originVerify,
      cursorSecret: this.cursorSecret,
      tokenKeys: this.tokenKeys,
      concurrency: settings.apiConcurrency,
      rateLimit: settings.apiRateLimit,
      burstLimit: settings.apiBurstLimit,
      sourceMaps,
    });
    this.apiFirewall = new ApiFirewall(this, 'ApiFirewall', { stage: this.api.stage, originValue: this.originVerify.value });
    this.push = new Push(this, 'Push', {
      data: this.data,
      rateLimit: settings.apiRateLimit,
      burstLimit: settings.apiBurstLimit,
      sourceMaps,
    });
    this.apiGatewayAccount = new ApiGatewayAccount(this, 'ApiGatewayAccount');
    this.apiGatewayAccount.isNeededBy(this.api.stage, this.push.stage);
    // The messaging domain issues the tickets (POST /api/push/ticket), which name the socket's URL.
    this.api.functions.messaging.addEnvironment('PUSH_URL', this.push.url);
    this.site = new Site(this, 'Site', {
      siteBucket: this.data.siteBucket,
      filesBucket: this.data.filesBucket,
      logsBucket: this.data.logsBucket,
      restApi: this.api.restApi,
      originVerify: this.originVerify,
      webAclArn: props.webAclArn,
      domainName: settings.domainName,
      certificateArn: settings.certificateArn,
      minimumTlsVersion: settings.minimumTlsVersion,
      simulatorUrl: settings.simulatorUrl,
      pushOrigin: this.push.origin,
      webDist: props.webDist === false ? undefined : (props.webDist ?? webDist),
    });
    this.originVerify.rotateWith(this.site.distribution, this.apiFirewall);
    // Prepaid credits (issue 40): the credits function opens Stripe Checkout and receives its webhook.
    this.stripeKeys = new StripeKeys(this, 'StripeKeys');
    this.stripeKeys.allowReading(this.api.functions.credits);
    // The portal's own address when a domain is configured; else the caller's Origin (the
    // distribution's name would make the API depend on the distribution that depends on it).
    const publicUrl = emailSettings(this.node).publicUrl;
    if (publicUrl) this.api.functions.credits.addEnvironment('PUBLIC_URL', publicUrl);
    // -c email=off: no sending job at all (mails stay queued in the outbox, unsent).
    const jobDefinitions = (props.jobs ?? []).filter((job) => settings.emailEnabled || !sendsEmail(job));
    this.jobs = addScheduledJobs(this, jobDefinitions, this.data, { sourceMaps, concurrency: settings.jobConcurrency });
    configureEmailJobs(this, jobDefinitions, this.jobs, this.site.url);
    this.firstAdmin = new FirstAdmin(this, 'FirstAdmin', { data: this.data, email: settings.adminEmail, sourceMaps });
    this.monitoring = new Monitoring(this, 'Monitoring', {
      apiFunctions: this.api.functions,
      restApi: this.api.restApi,
      apiWebAclName: this.apiFirewall.webAclName,
      rotationFunction: this.originVerify.rotationFunction,
      jobs: this.jobs,
      table: this.data.table,
      push: this.push,
      alarmEmail: settings.alarmEmail,
      monthlyBudgetUsd: settings.monthlyBudgetUsd,
    });
    this.addOutputs();
    acknowledgeServerlessFindings(this);
  }

  private addOutputs(): void {
    new CfnOutput(this, 'SiteUrl', { value: this.settings.domainName ? `https://${this.settings.domainName}` : this.site.url });
    new CfnOutput(this, 'DistributionDomainName', { value: this.site.distribution.distributionDomainName });
    new CfnOutput(this, 'PushUrl', { value: this.push.url });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.data.filesBucket.bucketName });
    new CfnOutput(this, 'FirstAdminSecretArn', { value: this.firstAdmin.secret.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}

function corsOrigins(settings: DeploySettings): string[] {
  const origins = [settings.siteOrigin ?? defaultCorsOrigin];
  if (settings.domainName) origins.push(`https://${settings.domainName}`);
  return origins;
}
