import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  DeleteCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { keys, nowIso } from '../lib/db/keys';
import { queryAll, type QueryInput } from '../lib/db/query';

/**
 * The catalogue lives in the single partition pk 'CATALOG' (docs/data-model.md):
 * - category: sk CATEGORY#{id}, type 'category';
 * - service:  sk CATEGORY#{categoryId}#SERVICE#{id}, type 'service'.
 * A service's sort key starts with its category's, so one Query reads the whole catalogue and
 * a begins_with Query reads one category with its services. No Scan.
 */
export const CATALOG_PK = 'CATALOG';

export interface CategoryItem {
  type: 'category';
  id: string;
  name: string;
  created_at: string;
}

export interface ServiceItem {
  type: 'service';
  id: string;
  category_id: string;
  name: string;
  price: string;
  created_at: string;
  updated_at: string;
}

export type CatalogItem = CategoryItem | ServiceItem;

/** Every page of a Query on the catalogue partition. */
async function queryItems(input: QueryInput): Promise<CatalogItem[]> {
  const items = await queryAll<CatalogItem>(input);
  return items.filter((item) => item.type === 'category' || item.type === 'service');
}

/** The whole catalogue: one Query (paginated) on pk 'CATALOG'. */
export function queryCatalogItems(): Promise<CatalogItem[]> {
  return queryItems({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': CATALOG_PK } });
}

/** One category item and its services (a begins_with Query); empty when it does not exist. */
export async function queryCategoryItems(categoryId: string): Promise<CatalogItem[]> {
  const categorySk = keys.category(categoryId).sk;
  const items = await queryItems({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': CATALOG_PK, ':prefix': categorySk },
  });
  // 'CATEGORY#ab' is also a prefix of 'CATEGORY#abc': keep only this category's items.
  return items.filter((item) => (item.type === 'category' ? item.id === categoryId : item.category_id === categoryId));
}

export async function getCategoryItem(id: string): Promise<CategoryItem | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.category(id) }));
  const item = out.Item as CatalogItem | undefined;
  return item?.type === 'category' ? item : undefined;
}

export async function putCategory(item: CategoryItem): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.category(item.id), ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** True when a write was refused by the condition of its item number `index` (0 for a single write). */
export function refusedByCondition(error: unknown, index = 0): boolean {
  const err = error as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (err?.name === 'ConditionalCheckFailedException') return true;
  if (err?.name === 'TransactionCanceledException')
    return err.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';
  return false;
}

const MAX_TRANSACTION_ITEMS = 100;
const MAX_BATCH_ITEMS = 25;

/**
 * Deletes a category (conditional on it existing) and its services in one transaction; past
 * 99 services the remainder goes through BatchWrite after the transaction. Returns false when
 * the category did not exist.
 */
export async function deleteCategoryWithServices(categoryId: string, serviceIds: string[]): Promise<boolean> {
  const inTransaction = serviceIds.slice(0, MAX_TRANSACTION_ITEMS - 1);
  const rest = serviceIds.slice(MAX_TRANSACTION_ITEMS - 1);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.category(categoryId),
              ConditionExpression: 'attribute_exists(pk) AND #type = :category',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ':category': 'category' },
            },
          },
          ...inTransaction.map((id) => ({ Delete: { TableName: tableName(), Key: keys.service(categoryId, id) } })),
        ],
      }),
    );
  } catch (error) {
    if (refusedByCondition(error, 0)) return false;
    throw error;
  }
  for (let i = 0; i < rest.length; i += MAX_BATCH_ITEMS) {
    await batchDelete(rest.slice(i, i + MAX_BATCH_ITEMS).map((id) => keys.service(categoryId, id)));
  }
  return true;
}

async function batchDelete(keyList: Record<string, string>[]): Promise<void> {
  let requests = keyList.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
    requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    if (attempt >= 8 && requests.length) throw new Error('BatchWrite: unprocessed items left after retries');
  }
}

/** Adds a service if its category exists (one transaction); false when the category is missing. */
export async function putServiceInCategory(item: ServiceItem): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.category(item.category_id),
              ConditionExpression: 'attribute_exists(pk) AND #type = :category',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ':category': 'category' },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.service(item.category_id, item.id), ...item },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (refusedByCondition(error, 0)) return false;
    throw error;
  }
}

/** Renames an existing category; undefined when it does not exist. */
export async function renameCategoryItem(id: string, name: string): Promise<CategoryItem | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.category(id),
        UpdateExpression: 'SET #name = :name, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND #type = :category',
        ExpressionAttributeNames: { '#name': 'name', '#type': 'type' },
        ExpressionAttributeValues: { ':name': name, ':at': nowIso(), ':category': 'category' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as CategoryItem;
  } catch (error) {
    if (refusedByCondition(error)) return undefined;
    throw error;
  }
}

/** Renames / reprices an existing service; undefined when it does not exist. */
export async function updateServiceItem(
  categoryId: string,
  serviceId: string,
  changes: { name: string; price: string; updated_at: string },
): Promise<ServiceItem | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.service(categoryId, serviceId),
        UpdateExpression: 'SET #name = :name, price = :price, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND #type = :service',
        ExpressionAttributeNames: { '#name': 'name', '#type': 'type' },
        ExpressionAttributeValues: {
          ':name': changes.name,
          ':price': changes.price,
          ':at': changes.updated_at,
          ':service': 'service',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as ServiceItem;
  } catch (error) {
    if (refusedByCondition(error)) return undefined;
    throw error;
  }
}

/** Deletes an existing service; false when it does not exist. */
export async function deleteServiceItem(categoryId: string, serviceId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.service(categoryId, serviceId),
        ConditionExpression: 'attribute_exists(pk) AND #type = :service',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':service': 'service' },
      }),
    );
    return true;
  } catch (error) {
    if (refusedByCondition(error)) return false;
    throw error;
  }
}
