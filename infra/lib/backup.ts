import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Construct } from 'constructs';

/** How long a monthly copy of the table is kept. */
export const MONTHLY_BACKUP_DAYS = 365;

/**
 * AWS Backup beside point-in-time recovery (35 days): a copy of the table on the 1st of each
 * month, kept a year, in a vault that survives the stack.
 */
export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;

  constructor(scope: Construct, id: string, props: { table: ITable }) {
    super(scope, id);
    this.vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
    this.plan = new BackupPlan(this, 'Plan', { backupVault: this.vault });
    this.plan.addRule(
      new BackupPlanRule({
        ruleName: 'monthly-1-year',
        scheduleExpression: Schedule.cron({ day: '1', hour: '2', minute: '0' }),
        deleteAfter: Duration.days(MONTHLY_BACKUP_DAYS),
      }),
    );
    const selection = this.plan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(props.table)] });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: 'The AWS managed policy AWS Backup documents for its service role: it may only create and read backups of the resources a plan selects (here the table).',
    });
  }
}
