import { counterKeys } from '../../lib/db/keys';
import type { Item } from '../../lib/db/table';
import { listAllOrders } from '../order-repository';
import { listUsersByRole } from '../../users/user-repository';
import { contributionOf, counterId, LIST_VERSION } from './order-contribution';
import { putCounterItem, readCounterItems, unpaidDayItems } from './counter-repository';

type Counts = Record<string, number>;
interface CounterItem {
  key: { pk: string; sk: string };
  counts: Counts;
  attributes: Record<string, unknown>;
}

export interface Drift {
  counter: string;
  attribute: string;
  stored: number;
  expected: number;
}

/** What every counter item should hold, recomputed from the orders and the users. */
async function expectedCounters(): Promise<Map<string, CounterItem>> {
  const expected = new Map<string, CounterItem>();
  const add = (id: string, item: Omit<CounterItem, 'counts'>, counts: Counts) => {
    const entry = expected.get(id) ?? { ...item, counts: {} };
    for (const [name, n] of Object.entries(counts)) entry.counts[name] = (entry.counts[name] ?? 0) + n;
    expected.set(id, entry);
  };
  for (const order of await listAllOrders()) {
    for (const [id, part] of contributionOf(order)) add(id, { key: part.key, attributes: part.attributes ?? {} }, part.counts);
  }
  const [clients, admins] = await Promise.all([listUsersByRole('client'), listUsersByRole('admin')]);
  const global = counterKeys.global();
  add(counterId(global), { key: global, attributes: {} }, { pending_clients: clients.filter((c) => c.status === 'pending').length, admins: admins.length });
  for (const client of clients) {
    const key = counterKeys.client(client.id);
    add(counterId(key), { key, attributes: { client_id: client.id } }, { orders_total: 0 });
  }
  return expected;
}

/** The counter items as stored (those expected, and every unpaid-day counter), by counterId. */
async function storedCounters(expected: Map<string, CounterItem>): Promise<Map<string, Item>> {
  const keys = [...expected.values()].map((item) => item.key);
  const [items, days] = await Promise.all([readCounterItems(keys), unpaidDayItems()]);
  const stored = new Map<string, Item>();
  for (const item of [...items, ...days]) {
    stored.set(counterId({ pk: String(item.pk), sk: String(item.sk) }), item);
  }
  return stored;
}

/**
 * Recomputes every counter from the items and reports the drift; with `fix`, writes the
 * recomputed values. Meant for the nightly job and the local start: a write racing the repair
 * may be lost from a counter until the next run (the drift report says so).
 */
export async function recountCounters({ fix = false } = {}): Promise<Drift[]> {
  const expected = await expectedCounters();
  const stored = await storedCounters(expected);
  const drift: Drift[] = [];
  for (const id of new Set([...expected.keys(), ...stored.keys()])) {
    const want = expected.get(id);
    const have = stored.get(id) ?? {};
    const names = new Set([
      ...Object.keys(want?.counts ?? {}),
      ...Object.keys(have).filter((n) => typeof have[n] === 'number' && n !== LIST_VERSION),
    ]);
    for (const name of names) {
      const expectedValue = want?.counts[name] ?? 0;
      const storedValue = typeof have[name] === 'number' ? (have[name] as number) : 0;
      if (expectedValue !== storedValue) drift.push({ counter: id, attribute: name, stored: storedValue, expected: expectedValue });
    }
    if (fix && drift.some((d) => d.counter === id)) {
      const key = want?.key ?? { pk: String(have.pk), sk: String(have.sk) };
      const counts = Object.fromEntries([...names].map((n) => [n, want?.counts[n] ?? 0]));
      // A new list version too: the lists the repaired counters stand for are re-read.
      const version = { [LIST_VERSION]: (typeof have[LIST_VERSION] === 'number' ? have[LIST_VERSION] : 0) + 1 };
      await putCounterItem({ ...key, type: 'counters', ...want?.attributes, ...pickText(have), ...counts, ...version });
    }
  }
  return drift;
}

/** The non-counter attributes of a stored counter item (its day, its client id). */
const pickText = (item: Item) =>
  Object.fromEntries(Object.entries(item).filter(([name, v]) => typeof v === 'string' && !['pk', 'sk', 'type'].includes(name)));
