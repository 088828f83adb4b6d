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
