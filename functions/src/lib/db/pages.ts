import { table, type Item, type QueryInput } from './table';
import type { IndexName } from './table-design';
import { invalid } from '../errors';
import { CURSOR_INVALID, openCursor, sealCursor } from './sealed-cursor';
import type { Filter } from './filters';

/**
 * Pages of a list made of one or more index partitions, read newest first and merged, with
 * a sealed cursor that holds where each partition resumes (and is refused on another list).
 * A page reads at most `limit` items per partition, or with a filter a bounded number, so its
 * cost does not depend on how long the list is.
 */

/** Items a filtered list reads per partition and round: the filter keeps some, the page stays bounded. */
export const SEARCH_READ = 200;
/** Rounds of reads a filtered list makes per call before answering what it found with a cursor. */
export const SEARCH_ROUNDS = 2;

/** One partition of an index, read newest first (by its sort key, descending), or a part of it. */
export interface Partition {
  index: IndexName;
  pk: string;
  /** Only the sort keys that start with `prefix`, or from `from` to `to` (both included). */
  sk?: { prefix: string } | { from: string; to: string };
}

/** The key condition of a partition (and of its sort key range). */
function keyConditionOf(partition: Partition): Pick<QueryInput, 'KeyConditionExpression' | 'ExpressionAttributeValues'> {
  const [pk, sk] = [`${partition.index}pk`, `${partition.index}sk`];
  const range = partition.sk;
  if (!range) return { KeyConditionExpression: `${pk} = :pk`, ExpressionAttributeValues: { ':pk': partition.pk } };
  if ('prefix' in range) {
    return { KeyConditionExpression: `${pk} = :pk AND begins_with(${sk}, :skp)`, ExpressionAttributeValues: { ':pk': partition.pk, ':skp': range.prefix } };
  }
  return {
    KeyConditionExpression: `${pk} = :pk AND ${sk} BETWEEN :skf AND :skt`,
    ExpressionAttributeValues: { ':pk': partition.pk, ':skf': range.from, ':skt': range.to },
  };
}

/** Where each partition of a list resumes: a start key, undefined at its start, null when read to the end. */
type Positions = (Item | undefined | null)[];

const sortKey = (partition: Partition, item: Item) => String(item[`${partition.index}sk`] ?? '');

/** The start key of the item after `item` in its partition (table and index keys). */
const keyOf = (partition: Partition, item: Item): Item => ({
  pk: item.pk,
  sk: item.sk,
  [`${partition.index}pk`]: item[`${partition.index}pk`],
  [`${partition.index}sk`]: item[`${partition.index}sk`],
});

/** A partition's place in a cursor: its start key, or 'start' / 'end' (JSON has no undefined). */
const START = 'start';
const END = 'end';
/** The list a cursor is sealed for: its partitions, in order. */
const listOf = (partitions: readonly Partition[]) =>
  partitions.map((p) => `${p.index}:${p.pk}${p.sk ? `:${JSON.stringify(p.sk)}` : ''}`).join('|');
const encodeCursor = (positions: Positions, partitions: readonly Partition[]) =>
  sealCursor(positions.map((p) => (p === undefined ? START : p === null ? END : p)), listOf(partitions));

const isStartKey = (value: unknown, partition: Partition): value is Item => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  const names = ['pk', 'sk', `${partition.index}pk`, `${partition.index}sk`];
  return (
    entries.length === names.length &&
    entries.every(([name, v]) => names.includes(name) && typeof v === 'string' && v.length <= 200) &&
    (value as Item)[`${partition.index}pk`] === partition.pk
  );
};

/** The positions a cursor carries, refused unless each is a key of this very list's partition. */
function decodeCursor(raw: string, partitions: readonly Partition[]): Positions {
  const value = openCursor(raw, listOf(partitions));
  if (!Array.isArray(value)) throw invalid(CURSOR_INVALID);
  const valid =
    value.length === partitions.length &&
    value.some((p) => p !== END) &&
    value.every((p, i) => p === START || p === END || isStartKey(p, partitions[i] as Partition));
  if (!valid) throw invalid(CURSOR_INVALID);
  return value.map((p: unknown) => (p === START ? undefined : p === END ? null : (p as Item)));
}

interface Read {
  partition: Partition;
  items: Item[];
  /** Where DynamoDB stopped reading (the sort key of the last item it read), absent at the end. */
  next?: Item;
}

/**
 * One round: reads each unfinished partition from its position, then keeps, newest first, only
 * the items no unread item can precede: those at or after the furthest point any partition with
 * more to read stopped at. Each partition resumes after the last item it gave (or where it
 * stopped when all it gave was kept).
 */
async function readRound(partitions: readonly Partition[], positions: Positions, limit: number, filter?: Filter) {
  const reads = await Promise.all(
    partitions.map(async (partition, i): Promise<Read | undefined> => {
      const position = positions[i];
      if (position === null) return undefined;
      const keyCondition = keyConditionOf(partition);
      const input: QueryInput = {
        IndexName: partition.index,
        KeyConditionExpression: keyCondition.KeyConditionExpression,
        ExpressionAttributeValues: { ...keyCondition.ExpressionAttributeValues, ...filter?.values },
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
        ScanIndexForward: false,
        Limit: filter ? Math.max(limit, SEARCH_READ) : limit,
        ExclusiveStartKey: position,
      };
      const out = await table.query(input);
      return { partition, items: out.Items ?? [], next: out.LastEvaluatedKey };
    }),
  );
  const boundaries = reads.flatMap((read) => (read?.next ? [sortKey(read.partition, read.next)] : []));
  const threshold = boundaries.length ? boundaries.reduce((a, b) => (a > b ? a : b)) : '';
  const candidates = reads
    .flatMap((read, i) => (read ? read.items.map((item) => ({ item, i, at: sortKey(read.partition, item) })) : []))
    .filter((c) => c.at >= threshold)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);

  const next: Positions = reads.map((read, i) => {
    if (!read) return null;
    const taken = candidates.filter((c) => c.i === i);
    if (taken.length === read.items.length) return read.next ?? null;
    const last = taken.at(-1);
    return last ? keyOf(read.partition, last.item) : positions[i];
  });
  return { items: candidates.map((c) => c.item), next };
}

/** True when the cursor was sealed for this very list (a caller with two ways to read tells them apart). */
export function isCursorOf(raw: string, partitions: readonly Partition[]): boolean {
  try {
    openCursor(raw, listOf(partitions));
    return true;
  } catch {
    return false;
  }
}

/**
 * One page: without a filter `limit` items unless the list ends; with one, what a bounded read
 * found (maybe fewer, even none) and a cursor to go on while the list has more.
 */
export async function readPage(
  partitions: readonly Partition[],
  query: { limit: number; cursor?: string; filter?: Filter },
): Promise<{ items: Item[]; nextCursor?: string }> {
  const { limit, filter } = query;
  let positions: Positions = query.cursor ? decodeCursor(query.cursor, partitions) : partitions.map(() => undefined);
  const items: Item[] = [];
  for (let round = 0; round < (filter ? SEARCH_ROUNDS : 1); round++) {
    const page = await readRound(partitions, positions, limit - items.length, filter);
    items.push(...page.items);
    positions = page.next;
    if (items.length >= limit || positions.every((p) => p === null)) break;
  }
  const more = positions.some((p) => p !== null);
  return more ? { items, nextCursor: encodeCursor(positions, partitions) } : { items };
}
