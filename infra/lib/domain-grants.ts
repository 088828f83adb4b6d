import { Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { Domain } from '@app/functions/routes';
import { keys } from '@app/functions/lib/db/keys';
import { tableDesign, type IndexName } from '@app/functions/lib/db/table-design';
import { pushConnectionKey } from '@app/functions/push/push-connection-record';
import { pushTicketKey } from '@app/functions/push/push-ticket-record';

/**
 * DynamoDB actions by the table wrapper's calls (functions/src/lib/db/table.ts): get, batchGet,
 * query, put, update, delete, batchDelete (BatchWriteItem) and transact (the action of each
 * transaction item: PutItem, UpdateItem, DeleteItem, ConditionCheckItem). Never Scan nor stream
 * reads: no request path lists a table by scanning it.
 */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/** S3 object actions: get (GetObject, also HeadObject and a copy's source), put, delete, list. */
export type FileAction = 'get' | 'put' | 'delete' | 'list';

/** Some actions on the objects under one key prefix (`*` matches one folder level or more). */
export interface FileGrant {
  readonly prefix: string;
  readonly actions: readonly FileAction[];
}

export interface Grants {
  readonly table: readonly TableAction[];
  readonly files: readonly FileGrant[];
  /** The indexes Query may read, and not the table itself; the table and every index when absent. */
  readonly indexes?: readonly IndexName[];
  /**
   * The partition key prefixes of the items the item actions (all but Query) may touch
   * (`dynamodb:LeadingKeys`); any item when absent.
   */
  readonly partitions?: readonly string[];
}

const READ: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
const WRITE: readonly TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];
const GET_PUT_DELETE: readonly FileAction[] = ['get', 'put', 'delete'];

/**
 * What each domain's Lambda may touch, from the calls its code can reach (the infra test
 * `grants.test.ts` bundles each domain and checks its table calls are covered). A new domain in
 * the route table must be added here.
 */
export const domainGrants: Record<Domain, Grants> = {
  auth: { table: [...READ, ...WRITE], files: [] },
  // Client logos: PutObject, presigned GET, DeleteObject; a deleted client's discounts in batches.
  // Personal data (issue 24): an export archive's presigned GET; an erased client's archives and
  // its orders' chat attachments deleted.
  accounts: {
    table: [...READ, ...WRITE, 'BatchWriteItem'],
    files: [
      { prefix: 'logos/clients/', actions: GET_PUT_DELETE },
      { prefix: 'exports/', actions: ['get', 'delete', 'list'] },
      { prefix: 'orders/*/chat/', actions: ['delete', 'list'] },
    ],
  },
  catalog: { table: [...READ, ...WRITE, 'BatchWriteItem', 'ConditionCheckItem'], files: [] },
  // Presigned PUT/GET URLs are signed with the function's own role, so it needs those rights.
  // A new order's upload is presigned at its final key under orders/ (put); deliveries are moved
  // (copy + delete) from uploads/ into orders/{id}/; an order's deletion lists and deletes its folder.
  orders: {
    table: [...READ, ...WRITE, 'BatchWriteItem', 'ConditionCheckItem'],
    files: [
      { prefix: 'uploads/', actions: GET_PUT_DELETE },
      { prefix: 'orders/', actions: ['get', 'put', 'delete', 'list'] },
    ],
  },
  // Partner logos: PutObject, presigned GET, DeleteObject.
  content: { table: [...READ, ...WRITE], files: [{ prefix: 'logos/partners/', actions: GET_PUT_DELETE }] },
  // Order chat attachments: moved from uploads/ (or sent in the body) into orders/{id}/chat/.
  messaging: {
    table: [...READ, ...WRITE, 'BatchWriteItem', 'ConditionCheckItem'],
    files: [
      { prefix: 'uploads/', actions: ['get', 'delete'] },
      { prefix: 'orders/*/chat/', actions: GET_PUT_DELETE },
    ],
  },
  // Invoices (issue 21): issued in transactions with their counters; each PDF is written once
  // (If-None-Match) under invoices/ and the accountant's CSV under exports/, then presigned.
  // Nothing is ever deleted: no DeleteItem, no s3:DeleteObject.
  invoices: {
    table: [...READ, 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    files: [
      { prefix: 'invoices/', actions: ['get', 'put'] },
      { prefix: 'exports/', actions: ['get', 'put'] },
    ],
  },
};

/** The partition key prefix of a key builder's items: `USER#` from `keys.user`. */
const partitionOf = (key: (id: string) => { pk: string }) => key('').pk;

/**
 * The push Lambdas (decision 016), which serve no route. The socket handler consumes a ticket
 * (a conditional DeleteItem), reads the account and writes or deletes its connection item; the
 * stream handler finds the connections of a user (gsi1) or of every administrator (gsi2) and
 * forgets those API Gateway answers are gone, and tells administrators of new orders. Its stream read comes with its event source.
 */
export const pushGrants = {
  socket: {
    table: ['GetItem', 'PutItem', 'DeleteItem'],
    files: [],
    partitions: [partitionOf(pushTicketKey), partitionOf(pushConnectionKey), partitionOf(keys.user)],
  },
  // It also writes the administrators' 'Nouvelle commande' (a conditional put of each and the
  // account's counters, in one transaction) and reads the client's account for its e-mail.
  stream: {
    // BatchGetItem: users/user-repository.ts, whose administrators and accounts it reads, also
    // batch-reads counters (the grants test reads files whole); the partitions below still bound it.
    table: ['GetItem', 'BatchGetItem', 'Query', 'DeleteItem', 'PutItem', 'UpdateItem'],
    files: [],
    indexes: ['gsi1', 'gsi2'],
    partitions: [partitionOf(keys.order), partitionOf(pushConnectionKey), partitionOf(keys.user)],
  },
} as const satisfies Record<string, Grants>;

/** The coarse grants of a job in functions/src/jobs/registry.ts, made explicit. */
export interface JobGrants {
  readonly table: 'read' | 'readwrite';
  readonly files: 'none' | 'read' | 'readwrite';
  /** S3 key prefixes the files access applies to; required unless files is 'none'. */
  readonly filePrefixes?: readonly string[];
  /** The job's exact table actions, narrower than its level (what its code calls, no more). */
  readonly tableActions?: readonly TableAction[];
  /** The job's exact object actions on its prefixes, narrower than its files level. */
  readonly fileActions?: readonly FileAction[];
  /** The partition key prefixes its item actions may touch (`dynamodb:LeadingKeys`). */
  readonly partitions?: readonly string[];
}

/** A job's grants: its table level without Scan, its files level on its declared prefixes. */
export function jobGrants(name: string, grants: JobGrants): Grants {
  const level = grants.table === 'read' ? READ : [...READ, ...WRITE, 'BatchWriteItem' as const, 'ConditionCheckItem' as const];
  const table = grants.tableActions ?? level;
  const beyond = table.filter((action) => !level.includes(action));
  if (beyond.length) throw new Error(`Job ${name}: tableActions ${beyond.join(', ')} exceed its '${grants.table}' level`);
  const partitions = grants.partitions ? { partitions: grants.partitions } : {};
  if (grants.files === 'none') return { table, files: [], ...partitions };
  const prefixes = grants.filePrefixes ?? [];
  if (!prefixes.length) {
    throw new Error(`Job ${name}: grants.files is "${grants.files}" but no grants.filePrefixes says where`);
  }
  const levelActions: FileAction[] = grants.files === 'read' ? ['get', 'list'] : ['get', 'put', 'delete', 'list'];
  const actions = grants.fileActions ?? levelActions;
  if (actions.some((action) => !levelActions.includes(action))) throw new Error(`Job ${name}: fileActions exceed its '${grants.files}' level`);
  return { table, files: prefixes.map((prefix) => ({ prefix, actions })), ...partitions };
}

export interface GrantTargets {
  readonly table: ITable;
  readonly filesBucket: IBucket;
}

const s3Actions: Record<Exclude<FileAction, 'list'>, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
};

/** Adds the statements of `grants` to the grantee's policy (explicit actions, no wildcard). */
export function applyGrants(grantee: IGrantable & IConstruct, grants: Grants, targets: GrantTargets): void {
  const { table, filesBucket } = targets;
  tableStatements(grants, table).forEach((statement) => grantee.grantPrincipal.addToPrincipalPolicy(statement));
  for (const { prefix, actions } of grants.files) {
    const objectActions = actions.filter((a) => a !== 'list').map((a) => s3Actions[a]);
    if (objectActions.length) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: objectActions, resources: [filesBucket.arnForObjects(`${prefix}*`)] }),
      );
    }
    if (actions.includes('list')) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [filesBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
        }),
      );
    }
  }
  acknowledgePrefixWildcards(grantee, grants, filesBucket);
}

function tableStatements(grants: Grants, table: ITable): PolicyStatement[] {
  const indexArns = (grants.indexes ?? tableDesign.globalIndexes.map((index) => index.name)).map(
    (name) => `${table.tableArn}/index/${name}`,
  );
  const queried = grants.indexes ? indexArns : [table.tableArn, ...indexArns];
  const statement = (actions: readonly TableAction[], resources: string[], conditions?: Record<string, unknown>) =>
    new PolicyStatement({ actions: actions.map((action) => `dynamodb:${action}`), resources, conditions });
  if (!grants.partitions && !grants.indexes) {
    return [statement(grants.table, grants.table.includes('Query') ? queried : [table.tableArn])];
  }
  // The item actions on the table (on the listed partitions only, if any); Query on its indexes.
  const itemActions = grants.table.filter((action) => action !== 'Query');
  const leadingKeys = grants.partitions && {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': grants.partitions.map((prefix) => `${prefix}*`) },
  };
  const statements = itemActions.length ? [statement(itemActions, [table.tableArn], leadingKeys)] : [];
  if (grants.table.includes('Query')) statements.push(statement(['Query'], queried));
  return statements;
}

/**
 * cdk-nag flags every `bucket/prefix*` resource as a wildcard (AwsSolutions-IAM5). Those are the
 * point of least privilege here: a prefix grant is narrower than the bucket.
 */
function acknowledgePrefixWildcards(grantee: IConstruct, grants: Grants, bucket: IBucket): void {
  const bucketId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnResource);
  for (const { prefix } of grants.files) {
    Validations.of(grantee).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`,
      reason: `Objects under the ${prefix} key prefix only: the narrowest scope this function's S3 calls allow.`,
    });
  }
}
