import { Aspects, CfnDeletionPolicy, CfnResource, RemovalPolicy, type IAspect, type Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Every resource kept on deletion (the table, the buckets, the backup vault, the log groups…) is
 * kept on an update or a stack deletion, but deleted when the stack's first create fails and
 * rolls back (CloudFormation's `RetainExceptOnCreate`): a failed first deploy leaves nothing
 * behind, and the retry does not stop on "already exists".
 */
class RetainExceptOnCreate implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof CfnResource && node.cfnOptions.deletionPolicy === CfnDeletionPolicy.RETAIN) {
      node.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    }
  }
}

export const retainExceptOnCreate = (stack: Stack): void => {
  Aspects.of(stack).add(new RetainExceptOnCreate());
};
