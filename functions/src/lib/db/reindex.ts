import type { IndexAttributes } from './entity';
import { queryAll } from './query';
import { table, type Item, type Key, type QueryInput } from './table';
import { updateExpression } from './update';
import { unlessRefused } from './write';

/** What reindexing needs of an entity: read a stored item, its key, the index attributes due. */
interface Indexed<T> {
  parse: (item: Item) => T | undefined;
  keyOf: (record: T) => Key;
  indexesOf: (record: T) => IndexAttributes;
}

/**
 * Brings the index attributes (index keys, search text) of the items a Query lists in step with
 * the code, for items written before them; how many were rewritten. Each rewrite is conditional
 * on the attributes still being those read, so a write made meanwhile (which sets them itself)
 * wins. A job, never on a request path.
 */
export async function reindex<T>(entity: Indexed<T>, input: Omit<QueryInput, 'ExclusiveStartKey'>): Promise<number> {
  let rewritten = 0;
  for (const item of await queryAll(input)) {
    const record = entity.parse(item);
    if (!record) continue;
    const due = entity.indexesOf(record);
    const stale = Object.entries(due).filter(([name, value]) => item[name] !== value);
    if (stale.length === 0) continue;
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
    const done = await unlessRefused(
      async () => {
        await table.update({ Key: entity.keyOf(record), ...change });
        return true;
      },
      () => false,
    );
    if (done) rewritten++;
  }
  return rewritten;
}
