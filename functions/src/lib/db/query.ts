import { table, type Item, type QueryInput } from './table';

export type { QueryInput } from './table';

/** Every item of a Query, following LastEvaluatedKey page after page (1 MB each). */
export async function queryAll(input: Omit<QueryInput, 'ExclusiveStartKey'>): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const out = await table.query({ ...input, ExclusiveStartKey });
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** At most `limit` items of a Query, reading page after page until that many are found. */
export async function queryFirst(input: Omit<QueryInput, 'ExclusiveStartKey' | 'Limit'>, limit: number): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const out = await table.query({ ...input, ExclusiveStartKey, Limit: limit - items.length });
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = items.length < limit ? out.LastEvaluatedKey : undefined;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * One page of a Query: at most `limit` items, from `startKey`; `next` is where the following
 * page starts (absent at the end). A filter may make DynamoDB read more than it returns, so
 * reads go on until the page is full or the partition ends.
 */
export async function queryPage(
  input: Omit<QueryInput, 'ExclusiveStartKey' | 'Limit'>,
  limit: number,
  startKey?: Item,
): Promise<{ items: Item[]; next?: Item }> {
  const items: Item[] = [];
  let next: Item | undefined = startKey;
  do {
    const out = await table.query({ ...input, ExclusiveStartKey: next, Limit: limit - items.length });
    items.push(...(out.Items ?? []));
    next = out.LastEvaluatedKey;
  } while (next && items.length < limit);
  return next ? { items, next } : { items };
}
