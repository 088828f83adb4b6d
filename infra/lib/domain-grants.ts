import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Domain } from '@app/functions/routes';

export interface Grants {
  readonly table: 'read' | 'readwrite';
  readonly files: 'none' | 'read' | 'readwrite';
}

/** What each domain's Lambda may touch. A new domain in the route table must be added here. */
export const domainGrants: Record<Domain, Grants> = {
  auth: { table: 'readwrite', files: 'none' },
  // Client logos: PutObject, presigned GET, DeleteObject.
  accounts: { table: 'readwrite', files: 'readwrite' },
  catalog: { table: 'readwrite', files: 'none' },
  // Presigned PUT/GET URLs are signed with the function's own role, so it needs those rights.
  orders: { table: 'readwrite', files: 'readwrite' },
  // Partner logos: PutObject, presigned GET, DeleteObject.
  content: { table: 'readwrite', files: 'readwrite' },
  messaging: { table: 'readwrite', files: 'none' },
};

export interface GrantTargets {
  readonly table: ITable;
  readonly filesBucket: IBucket;
}

export function applyGrants(grantee: IGrantable, grants: Grants, targets: GrantTargets): void {
  if (grants.table === 'read') targets.table.grantReadData(grantee);
  else targets.table.grantReadWriteData(grantee);

  // grantReadWrite includes s3:DeleteObject*.
  if (grants.files === 'read') targets.filesBucket.grantRead(grantee);
  else if (grants.files === 'readwrite') targets.filesBucket.grantReadWrite(grantee);
}
