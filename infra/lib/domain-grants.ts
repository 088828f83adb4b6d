import { Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { Domain } from '@app/functions/routes';
import { keys } from '@app/functions/lib/db/keys';
import { tableDesign, type IndexName } from '@app/functions/lib/db/table-design';
import { PUSH_ADMINS_PARTITION, PUSH_ALL_PARTITION, pushConnectionKey, pushUserPartition } from '@app/functions/push/push-connection-record';
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
   * The partition key prefixes of the items the item actions may touch, and of the table's
   * partitions Query may read (`dynamodb:LeadingKeys`); any item when absent.
   */
  readonly partitions?: readonly string[];
  /**
   * With `partitions`: the index partitions Query may read (on an index, LeadingKeys is the
   * index's partition key); none when absent.
   */
  readonly indexPartitions?: readonly string[];
}

const READ: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
const WRITE: readonly TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem'];
const GET_PUT_DELETE: readonly FileAction[] = ['get', 'put', 'delete'];

/**
 * What each domain's Lambda may touch: exactly the table actions and partitions its code can
 * reach (the infra test `grants.test.ts` derives them from each domain's tree-shaken bundle,
 * infra/test/code-reach.ts, and fails on any difference). A new domain in the route table must be
 * added here.
 */
export const domainGrants: Record<Domain, Grants> = {
  // Sign-in, sessions, account creation (pending-client counters, the approval notification),
  // password reset and security alerts (mails, audit). CLIENT# is a notification subject's name
  // (`NOTIFSUBJECT#CLIENT#…`) read as the gsi3 partition of that name: harmless, over-derived.
  auth: {
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    files: [],
    partitions: ['USER#', 'EMAIL#', 'REFRESHFAM#', 'SECLOG', 'LOGINADDR#', 'SETTINGS', 'COUNTERS', 'AUDIT#', 'OUTBOX#'],
    indexPartitions: ['SESSIONS#', 'USERS#', 'OUTBOX', 'OUTBOXTO#', 'CLIENT#'],
  },
  // Client logos: PutObject, presigned GET, DeleteObject; a deleted client's discounts in batches.
  // Personal data (issue 24): an export archive's presigned GET; an erased client's archives and
  // its orders' chat attachments deleted; its kept order files moved to keys that name neither
  // the file nor the account (copy, delete), its uploads never placed deleted (issue 36).
  // No partitions: an erasure deletes the items it finds through indexes (sessions on gsi3, mails
  // on gsi4…) by the keys read from them, partitions (REFRESHFAM#…) its code never names.
  accounts: {
    table: [...READ, ...WRITE, 'BatchWriteItem'],
    files: [
      { prefix: 'logos/clients/', actions: GET_PUT_DELETE },
      { prefix: 'exports/', actions: ['get', 'delete', 'list'] },
      { prefix: 'orders/', actions: ['get', 'put', 'delete', 'list'] },
      { prefix: 'uploads/', actions: ['delete', 'list'] },
    ],
  },
  // The catalogue, a client's discounts beside its account, their audit entries.
  catalog: {
    table: ['GetItem', 'Query', ...WRITE, 'BatchWriteItem', 'ConditionCheckItem'],
    files: [],
    partitions: ['CATALOG', 'USER#', 'AUDIT#'],
  },
  // Presigned PUT/GET URLs are signed with the function's own role, so it needs those rights.
  // A new order's upload is presigned at its final key under orders/ (put); deliveries are moved
  // (copy + delete) from uploads/ into orders/{id}/; an order's deletion lists and deletes its folder.
  // Not the credentials (EMAIL#, REFRESHFAM#), sign-in logs, partners, support or push items.
  orders: {
    table: [...READ, ...WRITE, 'BatchWriteItem'],
    // CREDITS: the business default mode and the credit totals a prepaid order's debit moves (decision 040).
    partitions: ['ORDER#', 'ORDERCHAT#', 'USER#', 'COUNTERS', 'CATALOG', 'SETTINGS', 'INVOICE#', 'AUDIT#', 'OUTBOX#', 'CREDITS'],
    indexPartitions: [
      'ORDERS',
      'ORDERSTATUS#',
      'CLIENT#',
      'CLIENTSTATUS#',
      'ORDERLOOKUP#',
      'CLIENTLOOKUP#',
      // The library (decision 042): its keys' partitions, and the references of the instant delivery.
      'LIBRARY#',
      'LIBRARYREF#',
      'AUDITORDER#',
      'USERS#',
      'OUTBOX',
      'OUTBOXTO#',
      'NOTIFORDER#',
    ],
    files: [
      { prefix: 'uploads/', actions: GET_PUT_DELETE },
      { prefix: 'orders/', actions: ['get', 'put', 'delete', 'list'] },
    ],
  },
  // Partner logos: PutObject, presigned GET, DeleteObject.
  content: {
    table: ['GetItem', 'Query', ...WRITE],
    files: [{ prefix: 'logos/partners/', actions: GET_PUT_DELETE }],
    // CREDITS: the default billing mode Paramètres shows and saves (decision 040).
    partitions: ['PARTNERS', 'SETTINGS', 'USER#', 'AUDIT#', 'CREDITS'],
  },
  // Order chat attachments: moved from uploads/ (or sent in the body) into orders/{id}/chat/.
  // Order chats, the support chat, notifications, push tickets, their mails.
  messaging: {
    table: ['GetItem', 'Query', ...WRITE, 'BatchWriteItem', 'ConditionCheckItem'],
    partitions: ['ORDER#', 'ORDERCHAT#', 'SUPPORT#', 'USER#', 'OUTBOX#', 'PUSHTICKET#'],
    indexPartitions: ['SUPPORT#', 'NOTIFSUBJECT#', 'NOTIFORDER#', 'USERS#', 'USERSTATUS#', 'OUTBOX', 'OUTBOXTO#'],
    files: [
      { prefix: 'uploads/', actions: ['get', 'delete'] },
      { prefix: 'orders/*/chat/', actions: GET_PUT_DELETE },
    ],
  },
  // Invoices (issue 21): issued in transactions with their counters; each PDF is written once
  // (If-None-Match) under invoices/ and the accountant's CSV under exports/, then presigned.
  // Nothing is ever deleted: no DeleteItem, no s3:DeleteObject. The export reads the period's
  // credit movements by month (issue 40, decision 041).
  invoices: {
    table: [...READ, 'PutItem', 'UpdateItem'],
    partitions: ['INVOICE#', 'ORDER#', 'USER#', 'COUNTERS', 'SETTINGS', 'AUDIT#'],
    indexPartitions: ['INVOICES#', 'INVOICECLIENTNAMES', 'CLIENTINVOICES#', 'CREDITMONTH#'],
    files: [
      { prefix: 'invoices/', actions: ['get', 'put'] },
      { prefix: 'exports/', actions: ['get', 'put'] },
    ],
  },
  // Prepaid credits (issue 40): the account item and ledger beside the user, packs, checkouts,
  // applied Stripe events, the seller (the VAT of a pack) and audit entries; a paid pack's
  // invoice with its series and day counters, and its mail (decision 041); the default mode and
  // the credit totals (CREDITS, decision 040), the notifications' code (its outbox, OUTBOX#); no file.
  credits: {
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    partitions: ['USER#', 'CREDITPACKS', 'CHECKOUT#', 'STRIPEEVENT#', 'SETTINGS', 'AUDIT#', 'INVOICE#', 'COUNTERS', 'CREDITS', 'OUTBOX#'],
    indexPartitions: ['CREDITLEDGER#', 'OUTBOX', 'OUTBOXTO#'],
    files: [],
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
    table: ['GetItem', 'Query', 'DeleteItem', 'PutItem', 'UpdateItem'],
    files: [],
    indexes: ['gsi1', 'gsi2', 'gsi3'],
    partitions: [partitionOf(keys.order), partitionOf(pushConnectionKey), partitionOf(keys.user)],
    // A user's connections (gsi1), every administrator's (gsi2), everyone's (gsi3, the workshop's status); USERS# (gsi1): the administrators.
    indexPartitions: [pushUserPartition(''), PUSH_ADMINS_PARTITION, PUSH_ALL_PARTITION, 'USERS#'],
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
  /** The partition key prefixes its item actions and table queries may touch (`dynamodb:LeadingKeys`). */
  readonly partitions?: readonly string[];
  /** With `partitions`: the index partitions its queries may read. */
  readonly indexPartitions?: readonly string[];
}

/** A job's grants: its table level without Scan, its files level on its declared prefixes. */
export function jobGrants(name: string, grants: JobGrants): Grants {
  const level = grants.table === 'read' ? READ : [...READ, ...WRITE, 'BatchWriteItem' as const, 'ConditionCheckItem' as const];
  const table = grants.tableActions ?? level;
  const beyond = table.filter((action) => !level.includes(action));
  if (beyond.length) throw new Error(`Job ${name}: tableActions ${beyond.join(', ')} exceed its '${grants.table}' level`);
  const partitions = {
    ...(grants.partitions ? { partitions: grants.partitions } : {}),
    ...(grants.indexPartitions ? { indexPartitions: grants.indexPartitions } : {}),
  };
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
  // The item actions on the table (on the listed partitions only, if any); Query on the table's
  // listed partitions and on the indexes' (their own partition keys).
  const itemActions = grants.table.filter((action) => action !== 'Query');
  const leadingKeys = (prefixes?: readonly string[]) =>
    prefixes && { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) } };
  const statements = itemActions.length ? [statement(itemActions, [table.tableArn], leadingKeys(grants.partitions))] : [];
  if (!grants.table.includes('Query')) return statements;
  if (!grants.partitions) return [...statements, statement(['Query'], queried)];
  if (!grants.indexes) statements.push(statement(['Query'], [table.tableArn], leadingKeys(grants.partitions)));
  if (grants.indexPartitions?.length) statements.push(statement(['Query'], indexArns, leadingKeys(grants.indexPartitions)));
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
