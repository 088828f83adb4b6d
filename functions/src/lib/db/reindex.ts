import type { IndexAttributes } from './entity';
import { addTo, REINDEXED, walkToEnd, type PageWalk } from './page-walk';
import { queryPages } from './query';
import { table, type Item, type Key, type QueryInput } from './table';
import { updateExpression } from './update';
import { unlessRefused } from './write';

/** What reindexing needs of an entity: read a stored item, its key, the index attributes due. */
interface Indexed<T> {
  parse: (item: Item) => T | undefined;
  keyOf: (record: T) => Key;
  indexesOf: (record: T) => IndexAttributes;
}

/** Items a reindexing walk holds at once: one page, whatever the history. */
const REINDEX_PAGE = 200;

/**
 * Brings the index attributes (index keys, search text) of the items a Query lists in step with
 * the code, for items written before them; how many were rewritten. Each rewrite is conditional
 * on the attributes still being those read, so a write made meanwhile (which sets them itself)
 * wins. A job, never on a request path.
 */
export function reindexWalk<T>(entity: Indexed<T>, input: Omit<QueryInput, 'ExclusiveStartKey'>): PageWalk {
  return async function* (start, totals) {
    for await (const page of queryPages(input, (items) => items, REINDEX_PAGE, start)) {
      for (const item of page.items) if (await reindexItem(entity, item)) addTo(totals, REINDEXED);
      yield page.next;
    }
  };
}

/** Walks to the end: how many items were rewritten. */
export const reindexed = async (walks: readonly PageWalk[]) => (await walkToEnd(walks))[REINDEXED] ?? 0;

/** Rewrites one item's stale index attributes, conditional on them being still those read; true when written. */
async function reindexItem<T>(entity: Indexed<T>, item: Item): Promise<boolean> {
  const record = entity.parse(item);
  if (!record) return false;
  const due = entity.indexesOf(record);
  const stale = Object.entries(due).filter(([name, value]) => item[name] !== value);
  if (stale.length === 0) return false;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses = stale.map(([name], i) => {
    names[`#was${i}`] = name;
    if (item[name] === undefined) return `attribute_not_exists(#was${i})`;
    values[`:was${i}`] = item[name];
    return `#was${i} = :was${i}`;
  });
  const change = updateExpression({
    set: Object.fromEntries(stale),
    condition: { expression: clauses.join(' AND '), names, values },
  });
  return unlessRefused(
    async () => {
      await table.update({ Key: entity.keyOf(record), ...change });
      return true;
    },
    () => false,
  );
}
