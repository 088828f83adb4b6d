import { createHash } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '@app/infra/local/stack';
import { db } from '@app/functions/lib/db/client';
import { tableName, type Item } from '@app/functions/lib/db/table';
import { orderEntity, type OrderRecord } from '@app/functions/order-data/order-record';
import { libraryWrites } from '@app/functions/library-data/library-writes';
import { servicesKeyOf } from '@app/functions/library-data/library-keys';
import { referenceFor } from '@app/functions/library-data/library-repository';
import { searchLibrary } from '@app/functions/orders/library-search';
import { randomSource } from '../support/random-source';
import { attachDynamoMeter } from './dynamo-meter';
import { inFlight, makeOrders } from './scale-orders';
import { textTable } from './text-table';

/**
 * `npx tsx tests/bench/library-lookups.ts` (issue 41, decision 042): are the library's lookups
 * flat from 200 to 20,000 orders? One in-memory local stack; orders as bench:scale makes them,
 * each with an analysed original (software numbers from a pool of 40, so a software partition
 * holds 1/40 of the orders; one original in 100 shares its bytes with a reference), written with
 * their library items in batches. At each size, the same lookups are timed (calls one after
 * another) and metered (DynamoDB requests and read units per call): a search by software number
 * (a page of 50), by make, by SHA-256, a file's reference (« Fichier connu »).
 * BENCH_LIBRARY_ORDERS=200,20000 (default) sets the sizes; BENCH_LIBRARY_CALLS (30) the calls.
 */

const SIZES = (process.env.BENCH_LIBRARY_ORDERS ?? '200,20000').split(',').map(Number);
const CALLS = Number(process.env.BENCH_LIBRARY_CALLS ?? 30);
const SOFTWARE_POOL = 40;
const KNOWN_SHARE = 100;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const KNOWN_SHA = sha('the known original');

/** An order of the bench with an analysed original: a software number of the pool, its own bytes or the known ones. */
function withOriginal(order: OrderRecord, i: number): OrderRecord {
  const original = order.files.original!;
  const known = i % KNOWN_SHARE === 0;
  const digest = known ? KNOWN_SHA : sha(order.id);
  const software = `10375${String(41_000 + (i % SOFTWARE_POOL)).padStart(5, '0')}`;
  const analysis = {
    size: original.size,
    sha256: digest,
    family: 'EDC17',
    identifiers: { manufacturer: 'Bosch', ecu_variant: order.ecu_type, hardware_number: `0281${String(17_000 + (i % 80))}`, software_number: software, part_number: null },
    health: 'ok' as const,
    findings: [],
  };
  // The known bytes always come with the same service, as a reference needs.
  const selected_services = known ? order.selected_services.slice(0, 1).map((s) => ({ ...s, id: 'svc-stage1' })) : order.selected_services;
  return { ...order, selected_services, files: { ...order.files, original: { ...original, sha256: digest, analysis } } };
}

/** The order's item and its library items, as its creation (and delivery) writes them. */
const itemsOf = (order: OrderRecord): Item[] => [
  orderEntity.item(order),
  ...libraryWrites(undefined, order).flatMap((write) => (write.write.Put?.Item ? [write.write.Put.Item as Item] : [])),
];

async function batchWrite(items: readonly Item[]) {
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  await inFlight(chunks, 16, async (chunk) => {
    let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  process.env.LOG_LEVEL = 'SILENT';
  const stack = await startLocalStack({ port: 0, admin: { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' } });
  const meter = attachDynamoMeter();
  const now = Date.now();
  const clients = Array.from({ length: 20 }, (_, i) => ({ id: `bench-client-${i}`, name: `Client ${i}`, company: `Garage ${i}`, weight: 1 + (i % 5) }));
  const all = makeOrders(Math.max(...SIZES), clients, now).map(withOriginal);
  const random = randomSource(11);
  const rows: Record<string, string | number>[] = [];
  let written = 0;
  try {
    for (const size of SIZES) {
      const started = performance.now();
      await batchWrite(all.slice(written, size).flatMap(itemsOf));
      written = size;
      console.log(`[${size} orders] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const reference = all.find((order) => order.files.original?.sha256 === KNOWN_SHA && order.files.v1);
      const lookups: Record<string, () => Promise<number>> = {
        'software (page of 50)': async () => (await searchLibrary({ by: 'software', q: `1037541${String(random.int(0, SOFTWARE_POOL - 1)).padStart(3, '0')}`, limit: 50 })).files.length,
        'make (page of 50)': async () => (await searchLibrary({ by: 'vehicle', make: 'Peugeot', limit: 50 })).files.length,
        'SHA-256 (page of 50)': async () => (await searchLibrary({ by: 'sha256', q: KNOWN_SHA, limit: 50 })).files.length,
        'reference (Fichier connu)': async () => ((await referenceFor(KNOWN_SHA, servicesKeyOf([{ id: 'svc-stage1' }]), 'none')) ? 1 : 0),
      };
      for (const [lookup, run] of Object.entries(lookups)) {
        await run(); // warm-up
        const times: number[] = [];
        let found = 0;
        meter.reset();
        for (let i = 0; i < CALLS; i++) {
          const t = performance.now();
          found = await run();
          times.push(performance.now() - t);
        }
        const reading = meter.read();
        rows.push({
          orders: size,
          lookup,
          'p50 ms': median(times).toFixed(1),
          'requests/call': (reading.requests / CALLS).toFixed(1),
          'RCU/call': (reading.rcu / CALLS).toFixed(1),
          found,
        });
      }
      if (!reference) console.log(`[${size} orders] (no delivered reference among the known originals yet)`);
    }
  } finally {
    await stack.stop();
  }
  console.log(`\n${textTable(rows)}\n${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

await main();
