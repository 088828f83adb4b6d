import { counterKeys } from '../../lib/db/keys';
import { addTo, walkToEnd, type PageWalk, type Totals } from '../../lib/db/page-walk';
import type { Item, Key } from '../../lib/db/table';
import { administratorIds } from '../../users/user-repository';
import { recountedClient } from './client-recount';
import { orderTotalsSchema } from './counter-record';
import { globalItemOf, readBusinessItems, sumOrderTotals } from './counter-repository';
import { contributionOf, counterId, dayOf, LIST_VERSION } from './order-contribution';
import { ORDER_TOTALS } from './order-shards';
import {
  addToOrderTotals,
  clientPages,
  orderPages,
  readCounterItems,
  setCounters,
  unpaidDayPages,
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

/** The counts a stored counter item holds, its list version aside. */
const countedNames = (item: Item | undefined) =>
  Object.keys(item ?? {}).filter((name) => typeof item?.[name] === 'number' && name !== LIST_VERSION);

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
/** Names of the running totals the walks keep (a job's checkpoint carries them between runs). */
const DRIFT = 'drift';
const PENDING = 'pending_clients';
const ORDERS = 'orders.';
const UNPAID = 'unpaid.';

/** The totals under a prefix, the prefix removed. */
const prefixed = (totals: Totals, prefix: string): Counts =>
  Object.fromEntries(
    Object.entries(totals).flatMap(([name, n]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), n]] : [])),
  );

/** The run's drift report and, with `fix`, its repairs; `totals` are the walks' running totals. */
export class Recount {
  readonly drift: Drift[] = [];
  constructor(
    private readonly fix: boolean,
    readonly totals: Totals = {},
  ) {}

  private note(found: Drift[]) {
    addTo(this.totals, DRIFT, found.length);
    this.drift.push(...found.slice(0, DRIFT_SAMPLE - this.drift.length));
  }

  /** Compares one counter item with its recount; with `fix`, sets the recounted values on it. */
  async check(
    key: Key,
    expected: Counts,
    stored: Item | undefined,
    names: Iterable<string>,
    attributes: Record<string, unknown> = {},
  ) {
    const found = driftOf(counterId(key), expected, stored, names);
    this.note(found);
    if (this.fix && found.length)
      await setCounters(key, Object.fromEntries(found.map((d) => [d.attribute, d.expected])), attributes);
  }

  /** The business-wide order counts, summed over GLOBAL and the shards; a repair adds the differences to shard 0. */
  async checkOrderTotals(expected: Counts, stored: readonly Item[]) {
    const found = driftOf(
      counterId(ORDER_TOTALS),
      expected,
      sumOrderTotals(stored),
      Object.keys(orderTotalsSchema.shape),
    );
    this.note(found);
    if (this.fix && found.length)
      await addToOrderTotals(Object.fromEntries(found.map((d) => [d.attribute, d.expected - d.stored])));
  }
}

/** Clients recounted at once (each a Query of its own orders). */
const CLIENTS_AT_ONCE = 8;

/** Each client's counters against a recount of its orders, a page of clients at a time; counts the pending clients. */
const clientsWalk = (run: Recount): PageWalk =>
  async function* (start, totals) {
    for await (const page of clientPages(start)) {
      const stored = new Map(
        (await readCounterItems(page.items.map((c) => counterKeys.client(c.id)))).map((item) => [
          String(item.pk),
          item,
        ]),
      );
      addTo(totals, PENDING, page.items.filter((client) => client.status === 'pending').length);
      for (let i = 0; i < page.items.length; i += CLIENTS_AT_ONCE) {
        await Promise.all(
          page.items.slice(i, i + CLIENTS_AT_ONCE).map(async (client) => {
            const { client_id, ...counts } = await recountedClient(client.id);
            const key = counterKeys.client(client.id);
            const item = stored.get(key.pk);
            await run.check(key, counts, item, [...Object.keys(counts), ...countedNames(item)], { client_id });
          }),
        );
      }
      yield page.next;
    }
  };

/** Orders per status and unpaid orders per creation day (the days with any), from every order a page at a time. */
const orderTotalsWalk: PageWalk = async function* (start, totals) {
  for await (const page of orderPages(start)) {
    for (const order of page.items) {
      const contribution = contributionOf(order);
      for (const [name, n] of Object.entries(contribution.get(counterId(ORDER_TOTALS))?.counts ?? {}))
        addTo(totals, ORDERS + name, n);
      const day = dayOf(order.created_at);
      const unpaid = contribution.get(counterId(counterKeys.unpaidDay(day)))?.counts.count ?? 0;
      if (unpaid) addTo(totals, UNPAID + day, unpaid);
    }
    yield page.next;
  }
};

/** The unpaid-day counters as stored, a page at a time, then those missing. */
async function checkUnpaidDays(run: Recount, days: Map<string, number>) {
  for await (const page of unpaidDayPages()) {
    for (const item of page.items) {
      const day = String(item.sk).slice('UNPAID#'.length);
      await run.check(
        counterKeys.unpaidDay(day),
        { count: days.get(day) ?? 0 },
        item,
        ['count', ...countedNames(item)],
        { day },
      );
      days.delete(day);
    }
  }
  for (const [day, count] of days)
    await run.check(counterKeys.unpaidDay(day), { count }, undefined, ['count'], { day });
}

/**
 * The recount's walks: the clients (each one's orders through its own index), then every order,
 * a bounded page at a time. They hold a few running totals (and one number per day with unpaid
 * orders), never the history; a job may stop between pages and resume with the same totals.
 */
export const recountWalks = (run: Recount): PageWalk[] => [clientsWalk(run), orderTotalsWalk];

/** After the walks: the business-wide counters against their totals. */
export async function finishRecount(run: Recount): Promise<void> {
  const [admins, business] = await Promise.all([administratorIds(), readBusinessItems()]);
  await run.check(
    counterKeys.global(),
    { pending_clients: run.totals[PENDING] ?? 0, admins: admins.length },
    globalItemOf(business),
    ['pending_clients', 'admins'],
  );
  await run.checkOrderTotals(prefixed(run.totals, ORDERS), business);
  await checkUnpaidDays(run, new Map(Object.entries(prefixed(run.totals, UNPAID))));
}

/** How much drift the run found in all (its report keeps a sample). */
export const driftCount = (run: Recount) => run.totals[DRIFT] ?? 0;

/**
 * Recomputes every counter from the items and reports the drift; with `fix`, writes the
 * recomputed values. For the local start and the tests, without a deadline (the nightly job runs
 * the same walks with a checkpoint). A write racing the repair may be lost from a counter until
 * the next run (the drift report says so). The counters item of a deleted client is no longer
 * read and is not checked.
 */
export async function recountCounters({ fix = false } = {}): Promise<Drift[]> {
  const run = new Recount(fix);
  await walkToEnd(recountWalks(run), run.totals);
  await finishRecount(run);
  return run.drift;
}
