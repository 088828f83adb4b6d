import { counterKeys } from '../../lib/db/keys';
import { addTo, walkToEnd, type PageWalk, type Totals } from '../../lib/db/page-walk';
import type { Item, Key } from '../../lib/db/table';
import { administratorIds } from '../../users/user-repository';
import type { OrderRecord } from '../order-record';
import { recountedClient } from './client-recount';
import { orderTotalsSchema } from './counter-record';
import { ACCOUNTS_VERSION, globalItemOf, readBusinessItems, sumOrderTotals } from './counter-repository';
import { contributionOf, counterId, dayOf, LIST_VERSION } from './order-contribution';
import { ORDER_TOTALS, orderShardKey, orderShardKeys } from './order-shards';
import {
  clientPages,
  orderPages,
  readCounterItems,
  repairBusinessCounters,
  setClientCounters,
  unpaidDayPages,
  type BusinessRepair,
  type Generation,
} from './recount-repository';

type Counts = Record<string, number>;

export interface Drift {
  counter: string;
  attribute: string;
  stored: number;
  expected: number;
}

/** A stored count as a number: one past 2^53 reads as its digits (lib/db/client.ts). */
const numberOf = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : 0;

/** The counts a stored counter item holds, its versions aside. */
const countedNames = (item: Item | undefined) =>
  Object.keys(item ?? {}).filter(
    (name) => typeof item?.[name] === 'number' && name !== LIST_VERSION && name !== ACCOUNTS_VERSION,
  );

/** Where the stored values differ from the expected ones, on these attributes. */
function driftOf(counter: string, expected: Counts, stored: Item | undefined, names: Iterable<string>): Drift[] {
  return [...new Set(names)].flatMap((attribute) => {
    const want = expected[attribute] ?? 0;
    const have = numberOf(stored?.[attribute]);
    return want === have ? [] : [{ counter, attribute, stored: have, expected: want }];
  });
}

/** Drift entries a run keeps to report; their number is counted in full (`drift`). */
const DRIFT_SAMPLE = 500;
/** Names of the running totals of the clients' walk (a job's checkpoint carries them between runs). */
const DRIFT = 'drift';
/** Counters found to differ while a write moved them: left alone, the next run checks them again. */
const RACED = 'raced';

/**
 * The run's drift report and, with `fix`, its repairs; `totals` are the clients' walk's running
 * totals (reports only: the number of drifts and races, never a counter's value).
 */
export class Recount {
  readonly drift: Drift[] = [];
  constructor(
    readonly fix: boolean,
    readonly totals: Totals = {},
  ) {}

  note(found: readonly Drift[]) {
    addTo(this.totals, DRIFT, found.length);
    this.drift.push(...found.slice(0, DRIFT_SAMPLE - this.drift.length));
  }

  raced() {
    addTo(this.totals, RACED);
  }

  /**
   * Compares one client's counters with its recount. A difference counts as drift only when the
   * item's list version is still the one read before its orders were (with `fix`, the repair is
   * written under that condition); otherwise an order write came in between and the next run
   * checks again.
   */
  async checkClient(key: Key, expected: Counts, stored: Item | undefined, attributes: Record<string, unknown>) {
    const found = driftOf(counterId(key), expected, stored, [...Object.keys(expected), ...countedNames(stored)]);
    if (!found.length) return;
    const seen = stored?.[LIST_VERSION];
    const held = this.fix
      ? await setClientCounters(key, Object.fromEntries(found.map((d) => [d.attribute, d.expected])), attributes, seen)
      : (await readCounterItems([key], true))[0]?.[LIST_VERSION] === seen;
    if (held) this.note(found);
    else this.raced();
  }
}

/** Clients recounted at once (each a Query of its own orders). */
const CLIENTS_AT_ONCE = 8;

/**
 * Each client's counters against a recount of its orders, a page of clients at a time. Each
 * client is compared (and repaired) on its own, within milliseconds of its orders' read: a walk
 * that spans runs still never writes a sum taken across them.
 */
const clientsWalk = (run: Recount): PageWalk =>
  async function* (start) {
    for await (const page of clientPages(start)) {
      // Strongly consistent: the list version a repair is conditional on is the latest one.
      const stored = new Map(
        (await readCounterItems(page.items.map((c) => counterKeys.client(c.id)), true)).map((item) => [String(item.pk), item]),
      );
      for (let i = 0; i < page.items.length; i += CLIENTS_AT_ONCE) {
        await Promise.all(
          page.items.slice(i, i + CLIENTS_AT_ONCE).map(async (client) => {
            const { client_id, ...counts } = await recountedClient(client.id);
            const key = counterKeys.client(client.id);
            await run.checkClient(key, counts, stored.get(key.pk), { client_id });
          }),
        );
      }
      yield page.next;
    }
  };

/**
 * The recount's walks that may stop between pages and resume in a later run: the clients'.
 * The business-wide counters are recounted by recountBusiness, within one run.
 */
export const recountWalks = (run: Recount): PageWalk[] => [clientsWalk(run)];

/** What a run of recountBusiness came to. */
export type BusinessOutcome =
  /** The walk finished with no counted write meanwhile: the counters were compared (and repaired). */
  | 'checked'
  /** A counted write came during the walk or before the repair: nothing written, the next run checks. */
  | 'raced'
  /** Out of time before the end: the partial sums were dropped, nothing written. */
  | 'unfinished';

export interface BusinessOptions {
  /** The Lambda's clock and the time left below which the walk gives up (none: no deadline). */
  clock?: { getRemainingTimeInMillis(): number };
  stopBelowMs?: number;
  /** Called after each page of orders (tests: a write while the walk goes on). */
  onPage?: (orders: readonly OrderRecord[]) => Promise<void>;
}

const businessKeys = (): Key[] => [counterKeys.global(), ...orderShardKeys()];

/**
 * The generation of the business-wide counters: the versions of GLOBAL and the order shards,
 * read strongly consistent. Every order write adds 1 to one shard's list version, every move of
 * the account counters 1 to GLOBAL's accounts version: the same generation before and after a
 * walk means no counted write happened in between.
 */
async function readGeneration(): Promise<{ items: Item[]; generation: Generation[] }> {
  const items = await readBusinessItems(true);
  // One partition (COUNTERS): an item is found by its sort key.
  const generation = businessKeys().map((key) => {
    const item = items.find((stored) => stored.sk === key.sk);
    const versions: Record<string, unknown> = { [LIST_VERSION]: item?.[LIST_VERSION] };
    if (key.sk === counterKeys.global().sk) versions[ACCOUNTS_VERSION] = item?.[ACCOUNTS_VERSION];
    return { key, versions };
  });
  return { items, generation };
}

const sameGeneration = (a: readonly Generation[], b: readonly Generation[]) => JSON.stringify(a) === JSON.stringify(b);

/** The business-wide sums of one walk: pending clients, orders per status, unpaid orders per creation day. */
interface BusinessSums {
  pending: number;
  orders: Counts;
  unpaid: Map<string, number>;
}

/** Adds one page of orders to the sums. */
function addOrders(sums: BusinessSums, orders: readonly OrderRecord[]) {
  for (const order of orders) {
    const contribution = contributionOf(order);
    for (const [name, n] of Object.entries(contribution.get(counterId(ORDER_TOTALS))?.counts ?? {}))
      sums.orders[name] = (sums.orders[name] ?? 0) + n;
    const day = dayOf(order.created_at);
    const unpaid = contribution.get(counterId(counterKeys.unpaidDay(day)))?.counts.count ?? 0;
    if (unpaid) sums.unpaid.set(day, (sums.unpaid.get(day) ?? 0) + unpaid);
  }
}

/** The unpaid-day counters against the sums: the drift and the repairs (SET of the count). */
async function unpaidDayDrift(unpaid: ReadonlyMap<string, number>) {
  const days = new Map(unpaid);
  const found: Drift[] = [];
  const repairs: BusinessRepair[] = [];
  const compare = (day: string, item: Item | undefined) => {
    const key = counterKeys.unpaidDay(day);
    const drift = driftOf(counterId(key), { count: days.get(day) ?? 0 }, item, ['count', ...countedNames(item)]);
    days.delete(day);
    if (!drift.length) return;
    found.push(...drift);
    repairs.push({ key, set: { day, ...Object.fromEntries(drift.map((d) => [d.attribute, d.expected])) }, add: { [LIST_VERSION]: 1 } });
  };
  for await (const page of unpaidDayPages()) for (const item of page.items) compare(String(item.sk).slice('UNPAID#'.length), item);
  for (const day of [...days.keys()]) compare(day, undefined);
  return { found, repairs };
}

/**
 * Recomputes the business-wide counters (pending clients, administrators, orders per status,
 * unpaid orders per creation day) from one walk of the accounts and the orders, taken within
 * this run, and compares them with the stored ones; with `fix`, repairs them. The sums are held
 * in memory, never in a checkpoint: out of time (`stopBelowMs` left), they are dropped. The
 * counters' generation is read before the walk and again after it: when a counted write came
 * in between, nothing is compared nor written ('raced'); the repair itself is a transaction
 * conditional on that same generation (repairBusinessCounters). Decision 037.
 */
export async function recountBusiness(run: Recount, options: BusinessOptions = {}): Promise<BusinessOutcome> {
  const inTime = () => !options.clock || options.clock.getRemainingTimeInMillis() >= (options.stopBelowMs ?? 0);
  const before = await readGeneration();
  const sums: BusinessSums = { pending: 0, orders: {}, unpaid: new Map() };
  for await (const page of clientPages()) {
    sums.pending += page.items.filter((client) => client.status === 'pending').length;
    if (!inTime()) return 'unfinished';
  }
  for await (const page of orderPages()) {
    addOrders(sums, page.items);
    await options.onPage?.(page.items);
    if (!inTime()) return 'unfinished';
  }
  const admins = (await administratorIds()).length;
  const days = await unpaidDayDrift(sums.unpaid);
  const after = await readGeneration();
  if (!sameGeneration(before.generation, after.generation)) return 'raced';

  const global = driftOf(counterId(counterKeys.global()), { pending_clients: sums.pending, admins }, globalItemOf(after.items), [
    'pending_clients',
    'admins',
  ]);
  const orders = driftOf(counterId(ORDER_TOTALS), sums.orders, sumOrderTotals(after.items), Object.keys(orderTotalsSchema.shape));
  const found = [...global, ...orders, ...days.found];
  if (!found.length) return 'checked';
  if (!run.fix) {
    run.note(found);
    return 'checked';
  }
  const repairs: BusinessRepair[] = [...days.repairs];
  const values = (drift: readonly Drift[]) => Object.fromEntries(drift.map((d) => [d.attribute, d.expected]));
  if (global.length) repairs.push({ key: counterKeys.global(), set: values(global), add: { [LIST_VERSION]: 1 } });
  // The order counts are a sum over the shards: the differences go to shard 0, with a new version of the administrators' lists.
  if (orders.length || days.repairs.length)
    repairs.push({ key: orderShardKey(0), add: { ...Object.fromEntries(orders.map((d) => [d.attribute, d.expected - d.stored])), [LIST_VERSION]: 1 } });
  if (!(await repairBusinessCounters(before.generation, repairs))) return 'raced';
  run.note(found);
  return 'checked';
}

/** How much drift the run found in all (its report keeps a sample). */
export const driftCount = (run: Recount) => run.totals[DRIFT] ?? 0;
/** How many counters the run found moving under it, left to the next run. */
export const raceCount = (run: Recount) => run.totals[RACED] ?? 0;

/**
 * Recomputes every counter from the items and reports the drift; with `fix`, writes the
 * recomputed values. For the local start and the tests, without a deadline (the nightly job runs
 * the same work with a checkpoint for the clients' walk). A counter that a write moved during its
 * recount is neither reported nor written (the next run checks it). The counters item of a
 * deleted client is no longer read and is not checked.
 */
export async function recountCounters({ fix = false } = {}): Promise<Drift[]> {
  const run = new Recount(fix);
  await walkToEnd(recountWalks(run), run.totals);
  await recountBusiness(run);
  return run.drift;
}
