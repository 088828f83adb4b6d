import { counterKeys, indexKeys } from '../../lib/db/keys';
import { keyConditions } from '../../lib/db/key-conditions';
import { queryPages } from '../../lib/db/query';
import { table, type Item, type Key, type QueryInput, type TransactInput } from '../../lib/db/table';
import { conditionExpression, updateExpression, type Condition } from '../../lib/db/update';
import { unlessRefused } from '../../lib/db/write';
import { userEntity, usersOfRole, type UserRecord } from '../../users/user-record';
import { orderEntity, type OrderRecord } from '../order-record';
import { allOrders } from '../order-repository';
import { LIST_VERSION } from './order-contribution';

/** Items a page of the recount's walks holds: a bounded batch, whatever the history. */
const PAGE_SIZE = 200;

/** A Query read one page at a time from `start` (a page's `next`), nothing kept between pages. */
const pagesOf = <T>(input: Omit<QueryInput, 'ExclusiveStartKey'>, parse: (items: Item[]) => T[], start?: Item) =>
  queryPages(input, parse, PAGE_SIZE, start);

/** The client accounts, a page at a time (gsi1). */
export const clientPages = (start?: Item) => pagesOf<UserRecord>(usersOfRole('client'), userEntity.parseAll, start);

/** Every order, a page at a time (gsi1). */
export const orderPages = (start?: Item) => pagesOf<OrderRecord>(allOrders(), orderEntity.parseAll, start);

/** One client's orders, a page at a time (gsi3). */
export const clientOrderPages = (clientId: string) =>
  pagesOf<OrderRecord>(
    keyConditions.partition(indexKeys.clientOrders(clientId, '', '').gsi3pk, 'gsi3'),
    orderEntity.parseAll,
  );

/** The unpaid-day counter items as stored, a page at a time (the counters partition). */
export const unpaidDayPages = () =>
  pagesOf<Item>(keyConditions.beginsWith(counterKeys.global().pk, 'UNPAID#'), (items) => items);

/** Counter items by key, as stored: BatchGet (strongly consistent with `consistent`). */
export const readCounterItems = (keys: readonly Key[], consistent = false) => table.batchGet(keys, consistent);

/**
 * The item's versions as read (each a number, or absent): the condition a guarded repair is
 * written under, with placeholders of its own.
 */
function versionsCondition(versions: Record<string, unknown>): Condition {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses = Object.entries(versions).map(([name, seen], i) => {
    names[`#seen${i}`] = name;
    if (typeof seen !== 'number') return `attribute_not_exists(#seen${i})`;
    values[`:seen${i}`] = seen;
    return `#seen${i} = :seen${i}`;
  });
  return { expression: clauses.join(' AND '), names, ...(Object.keys(values).length ? { values } : {}) };
}

/**
 * The recount's repair of one client's counters: SET of the recounted values (its other
 * attributes kept) and a new list version (the lists the counters stand for are re-read), only
 * while the item's list version is the one read before its orders were (every order write of
 * the client moves it): false when a write came in between, which the next run checks again.
 */
export async function setClientCounters(key: Key, counts: Record<string, number>, attributes: Record<string, unknown>, seenVersion: unknown) {
  const condition = versionsCondition({ [LIST_VERSION]: seenVersion });
  const change = { set: { type: 'counters', ...attributes, ...counts }, add: { [LIST_VERSION]: 1 }, upsert: true, condition };
  return unlessRefused(async () => (await table.update({ Key: key, ...updateExpression(change) }), true), () => false);
}

/** The versions of one business-wide counter item when the recount's walk began (recount.ts). */
export interface Generation {
  key: Key;
  versions: Record<string, unknown>;
}

/** A repair of one business-wide counter item: values to SET and numbers to ADD. */
export interface BusinessRepair {
  key: Key;
  set?: Record<string, unknown>;
  add?: Record<string, number>;
}

/** Items of one transaction (DynamoDB's limit). */
const TRANSACTION_ITEMS = 100;
const idOf = (key: Key) => `${key.pk}|${key.sk}`;

/**
 * Writes the business-wide repairs only while every counter item of the generation still holds
 * the versions read when the walk began: no order or account write has moved a counter since,
 * so the recounted values are the counters' values now. In transactions of at most 100 items,
 * each with the generation's conditions; the repairs of the generation's own items (which move
 * its versions) go in the last one. False when a write came in between: nothing more is
 * written (what an earlier transaction wrote was exact when written, and later writes ADD to it).
 */
export async function repairBusinessCounters(generation: readonly Generation[], repairs: readonly BusinessRepair[]): Promise<boolean> {
  const guarded = new Map(generation.map((g) => [idOf(g.key), g]));
  const update = (r: BusinessRepair, condition?: Condition): TransactInput => ({
    Update: { Key: r.key, ...updateExpression({ set: { type: 'counters', ...r.set }, add: r.add, upsert: true, condition }) },
  });
  const checks = (except: ReadonlySet<string>): TransactInput[] =>
    generation
      .filter((g) => !except.has(idOf(g.key)))
      .map((g) => ({ ConditionCheck: { Key: g.key, ...conditionExpression(versionsCondition(g.versions), { mustExist: false }) } }));
  const others = repairs.filter((r) => !guarded.has(idOf(r.key)));
  const own = repairs.filter((r) => guarded.has(idOf(r.key)));
  const room = TRANSACTION_ITEMS - generation.length;
  const batches: TransactInput[][] = [];
  for (let i = 0; i < others.length; i += room) batches.push([...checks(new Set()), ...others.slice(i, i + room).map((r) => update(r))]);
  if (own.length)
    batches.push([
      ...checks(new Set(own.map((r) => idOf(r.key)))),
      ...own.map((r) => update(r, versionsCondition(guarded.get(idOf(r.key))?.versions ?? {}))),
    ]);
  for (const batch of batches) {
    const written = await unlessRefused(async () => (await table.transact(batch), true), () => false);
    if (!written) return false;
  }
  return true;
}
