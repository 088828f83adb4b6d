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

/** One page of a Query walk, and where the next one starts (none after the last). */
export interface Page<T> {
  items: T[];
  next?: Item;
}

/**
 * A Query read one bounded page at a time from `start` (a page's `next`): a walk over a whole
 * history holds one page, never the history.
 */
export async function* queryPages<T>(
  input: Omit<QueryInput, 'ExclusiveStartKey' | 'Limit'>,
  parse: (items: Item[]) => T[],
  pageSize: number,
  start?: Item,
): AsyncGenerator<Page<T>> {
  let ExclusiveStartKey = start;
  do {
    const out = await table.query({ ...input, ExclusiveStartKey, Limit: pageSize });
    ExclusiveStartKey = out.LastEvaluatedKey;
    yield { items: parse(out.Items ?? []), next: ExclusiveStartKey };
  } while (ExclusiveStartKey);
}

/** At most `limit` items of a Query, reading page after page until that many are found. */
export async function queryFirst(
  input: Omit<QueryInput, 'ExclusiveStartKey' | 'Limit'>,
  limit: number,
): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const out = await table.query({ ...input, ExclusiveStartKey, Limit: limit - items.length });
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = items.length < limit ? out.LastEvaluatedKey : undefined;
  } while (ExclusiveStartKey);
  return items;
}
