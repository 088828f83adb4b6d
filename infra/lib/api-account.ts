import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';

/**
 * API Gateway's account setting in this region: the role it writes stage logs with. Without it a
 * new account refuses the first stage with access or execution logs ("CloudWatch Logs role ARN
 * must be set in account settings to enable logging") and the stack rolls back. Both stages (the
 * REST API's and the push channel's WebSocket) depend on it. The setting is the account's, not
 * the stack's: the role stays after a stack deletion (another stack may log with it), except
 * when the first create fails (RETAIN_ON_UPDATE_OR_DELETE: CloudFormation's RetainExceptOnCreate).
 */
export class ApiGatewayAccount extends Construct {
  readonly role: Role;
  readonly account: CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.role = new Role(this, 'CloudWatchRole', {
      description: 'API Gateway writes the stages access and execution logs with this role',
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    this.role.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason: "API Gateway's own logging role: the AWS managed policy is the one AWS documents for it (create and write the stages' log groups, which API Gateway names itself).",
    });
    this.account = new CfnAccount(this, 'Account', { cloudWatchRoleArn: this.role.roleArn });
    this.account.node.addDependency(this.role);
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
  }

  /** A stage that logs is created only once the account setting is there. */
  isNeededBy(...stages: IConstruct[]): void {
    for (const stage of stages) stage.node.addDependency(this.account);
  }
}
