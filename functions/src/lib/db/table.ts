import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { env } from '../env';
import { db } from './client';
import { withRetry } from './write';

/**
 * The single table: every DynamoDB call of the functions goes through here, so the table name
 * is set in one place and every call gets the same retry of transient failures.
 */
export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };

type WithoutTable<T> = Omit<T, 'TableName'>;
export type QueryInput = WithoutTable<QueryCommandInput>;
export type PutInput = WithoutTable<PutCommandInput>;
export type UpdateInput = WithoutTable<UpdateCommandInput>;
export type DeleteInput = WithoutTable<DeleteCommandInput>;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** A transaction item without its TableName (Put, Update, Delete or ConditionCheck). */
export type TransactInput = {
  [Op in keyof TransactItem]?: WithoutTable<NonNullable<TransactItem[Op]>>;
};

export const tableName = (): string => env().TABLE_NAME;
const named = <T extends object>(input: T) => ({ ...input, TableName: tableName() });

export const table = {
  get: async (Key: Key, consistent = false): Promise<Item | undefined> =>
    (await withRetry(() => db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: consistent })))).Item,
  put: (input: PutInput) => withRetry(() => db().send(new PutCommand(named(input)))),
  update: (input: UpdateInput) => withRetry(() => db().send(new UpdateCommand(named(input)))),
  delete: (input: DeleteInput) => withRetry(() => db().send(new DeleteCommand(named(input)))),
  query: (input: QueryInput) => withRetry(() => db().send(new QueryCommand(named(input)))),
  /** `attempts`: 1 where the caller retries a lost race itself (re-reading first). */
  transact: (items: readonly TransactInput[], attempts?: number) =>
    withRetry(() =>
      db().send(
        new TransactWriteCommand({
          TransactItems: items.map((item) =>
            Object.fromEntries(Object.entries(item).map(([op, input]) => [op, named(input as object)])),
          ),
        }),
      ),
      attempts,
    ),

  /** Gets many items by key (100 keys a call), following UnprocessedKeys; `consistent`: strongly consistent reads. */
  async batchGet(keys: readonly Key[], consistent = false): Promise<Item[]> {
    const found: Item[] = [];
    for (let i = 0; i < keys.length; i += 100) {
      type Request = Record<string, { Keys: Key[]; ConsistentRead?: boolean }>;
      let request: Request | undefined = { [tableName()]: { Keys: keys.slice(i, i + 100), ...(consistent ? { ConsistentRead: true } : {}) } };
      while (request && Object.keys(request).length) {
        const current: Request = request;
        const out = await withRetry(() => db().send(new BatchGetCommand({ RequestItems: current })));
        found.push(...(out.Responses?.[tableName()] ?? []));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return found;
  },

  /** Deletes many items by key (25 a call), retrying unprocessed ones with backoff. */
  async batchDelete(keys: readonly Key[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 8) throw new Error('BatchWrite: unprocessed items left after retries');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
        const current = requests;
        const out = await withRetry(() => db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: current } })));
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
  },
};
