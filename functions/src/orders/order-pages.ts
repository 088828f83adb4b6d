import type { OrderStatus } from '@app/shared/orders/statuses';
import { indexKeys } from '../lib/db/keys';
import { table, type Item, type QueryInput } from '../lib/db/table';
import type { IndexName } from '../lib/db/table-design';
import { invalid } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { orderEntity, type OrderRecord } from './order-record';
import { searchFilter, type SearchFilter } from './order-search';

export const PAGE_MAX = 100;
export const PAGE_DEFAULT = 50;
export const CURSOR_INVALID = 'Curseur invalide';

/** Items a search reads per partition and round: the filter keeps some, the page stays bounded. */
export const SEARCH_READ = 200;
/** Rounds of reads a search makes per call before answering what it found with a cursor. */
export const SEARCH_ROUNDS = 2;

/** One partition of an index, read newest first. */
interface Partition {
  index: IndexName;
  pk: string;
}

/** Where each partition of a list resumes: a start key, undefined at its start, null when read to the end. */
type Positions = (Item | undefined | null)[];

/**
 * The partitions a caller's list is made of: all orders (gsi1) or one client's (gsi3), or one
 * partition per status (gsi2 for all clients, gsi4 for one), so a status list never reads the
 * orders of other statuses.
 */
function partitionsOf(user: UserRecord, statuses: readonly OrderStatus[] | undefined): Partition[] {
  const admin = user.role === 'admin';
  if (!statuses?.length) {
    return [admin ? { index: 'gsi1', pk: indexKeys.allOrders('', '').gsi1pk } : { index: 'gsi3', pk: indexKeys.clientOrders(user.id, '', '').gsi3pk }];
  }
  return statuses.map((status) =>
    admin
      ? { index: 'gsi2', pk: indexKeys.ordersByStatus(status, '', '').gsi2pk }
      : { index: 'gsi4', pk: indexKeys.clientOrdersByStatus(user.id, status, '', '').gsi4pk },
  );
}

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
const encodeCursor = (positions: Positions) =>
  Buffer.from(JSON.stringify(positions.map((p) => (p === undefined ? START : p === null ? END : p)))).toString('base64url');

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
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid(CURSOR_INVALID);
  }
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
async function readRound(partitions: readonly Partition[], positions: Positions, limit: number, filter?: SearchFilter) {
  const reads = await Promise.all(
    partitions.map(async (partition, i): Promise<Read | undefined> => {
      const position = positions[i];
      if (position === null) return undefined;
      const input: QueryInput = {
        IndexName: partition.index,
        KeyConditionExpression: `${partition.index}pk = :pk`,
        ExpressionAttributeValues: { ':pk': partition.pk, ...filter?.values },
        ...(filter ? { FilterExpression: filter.expression } : {}),
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

/**
 * One page of a caller's orders, newest first (a SAV list by request date), and the cursor of
 * the next page. Without a search a page holds `limit` orders unless the list ends. A search
 * filters what it reads and reads a bounded share of the history per call, so its page may be
 * short, even empty, with a cursor to search further back.
 */
export async function orderPage(
  user: UserRecord,
  query: { statuses?: readonly OrderStatus[]; search?: string; limit: number; cursor?: string },
): Promise<{ orders: OrderRecord[]; nextCursor?: string }> {
  const partitions = partitionsOf(user, query.statuses);
  const filter = searchFilter(query.search ?? '');
  let positions: Positions = query.cursor ? decodeCursor(query.cursor, partitions) : partitions.map(() => undefined);
  const items: Item[] = [];
  for (let round = 0; round < (filter ? SEARCH_ROUNDS : 1); round++) {
    const page = await readRound(partitions, positions, query.limit - items.length, filter);
    items.push(...page.items);
    positions = page.next;
    if (items.length >= query.limit || positions.every((p) => p === null)) break;
  }
  const more = positions.some((p) => p !== null);
  return { orders: orderEntity.parseAll(items), ...(more ? { nextCursor: encodeCursor(positions) } : {}) };
}
