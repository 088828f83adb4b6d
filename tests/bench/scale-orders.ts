import { randomUUID } from 'node:crypto';
import type { OrderStatus, PaymentStatus } from '@app/shared/orders/statuses';
import type { SelectedService } from '@app/shared/orders/schemas';
import type { OrderRecord, StoredFile } from '@app/functions/order-data/order-record';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '@app/functions/lib/db/client';
import { tableName } from '@app/functions/lib/db/table';
import { orderEntity } from '@app/functions/order-data/order-record';
import { lookupsOf, orderLookupEntity } from '@app/functions/order-data/order-lookup-record';
import { insertOrder } from '@app/functions/orders/order-writes';
import { randomSource } from '../support/random-source';

/** A client the orders are spread over (created through the API beforehand). */
export interface SeedClient {
  id: string;
  name: string;
  company: string;
  /** Relative share of the orders. */
  weight: number;
}

type Random = ReturnType<typeof randomSource>;

export const VEHICLES: readonly { brand: string; models: readonly { model: string; engines: readonly string[]; ecu: string }[] }[] = [
  { brand: 'Peugeot', models: [{ model: '308', engines: ['1.5 BlueHDi 130', '1.2 PureTech 130'], ecu: 'EDC17C60' }, { model: '3008', engines: ['2.0 BlueHDi 180'], ecu: 'DCM6.2' }, { model: '208', engines: ['1.2 PureTech 100'], ecu: 'MG1CS042' }] },
  { brand: 'Renault', models: [{ model: 'Mégane IV', engines: ['1.5 dCi 110', '1.3 TCe 140'], ecu: 'SID310' }, { model: 'Clio V', engines: ['1.0 TCe 90'], ecu: 'EMS3150' }, { model: 'Trafic', engines: ['2.0 dCi 145'], ecu: 'EDC17C84' }] },
  { brand: 'Volkswagen', models: [{ model: 'Golf 7 GTD', engines: ['2.0 TDI 184'], ecu: 'EDC17C64' }, { model: 'Passat B8', engines: ['2.0 TDI 150'], ecu: 'EDC17C74' }, { model: 'Tiguan', engines: ['2.0 TDI 150', '1.4 TSI 150'], ecu: 'MED17.5.25' }] },
  { brand: 'BMW', models: [{ model: 'Série 3 (F30)', engines: ['320d 190', '330d 258'], ecu: 'EDC17C50' }, { model: 'X5 (F15)', engines: ['30d 258'], ecu: 'EDC17C56' }, { model: 'Série 1 (F20)', engines: ['118d 150'], ecu: 'EDC17C41' }] },
  { brand: 'Audi', models: [{ model: 'A4 B9', engines: ['2.0 TDI 190'], ecu: 'EDC17C74' }, { model: 'A3 8V', engines: ['1.6 TDI 110', '2.0 TFSI 190'], ecu: 'MED17.1.1' }, { model: 'Q5', engines: ['3.0 TDI 286'], ecu: 'MD1CP004' }] },
  { brand: 'Mercedes-Benz', models: [{ model: 'Classe C (W205)', engines: ['C220d 194'], ecu: 'CRD3.10' }, { model: 'Sprinter', engines: ['316 CDI'], ecu: 'CRD3.61' }, { model: 'Classe A (W177)', engines: ['A180d 116'], ecu: 'SID310' }] },
  { brand: 'Citroën', models: [{ model: 'C5 Aircross', engines: ['1.5 BlueHDi 130'], ecu: 'DCM7.1' }, { model: 'Berlingo', engines: ['1.6 HDi 90'], ecu: 'SID807' }] },
  { brand: 'Ford', models: [{ model: 'Focus', engines: ['1.5 EcoBlue 120', '1.0 EcoBoost 125'], ecu: 'SID212' }, { model: 'Transit', engines: ['2.0 EcoBlue 170'], ecu: 'DCM6.1' }, { model: 'Ranger', engines: ['3.2 TDCi 200'], ecu: 'SID208' }] },
  { brand: 'Toyota', models: [{ model: 'Hilux', engines: ['2.4 D-4D 150'], ecu: '89663-0K' }, { model: 'RAV4', engines: ['2.5 Hybrid 218'], ecu: '89663-42' }] },
  { brand: 'Škoda', models: [{ model: 'Octavia III', engines: ['2.0 TDI 150', '1.6 TDI 115'], ecu: 'EDC17C64' }, { model: 'Superb', engines: ['2.0 TDI 190'], ecu: 'EDC17C74' }] },
  { brand: 'Fiat', models: [{ model: 'Ducato', engines: ['2.3 MultiJet 130'], ecu: 'MJD8F3' }, { model: '500X', engines: ['1.6 MultiJet 120'], ecu: 'MJD8F2' }] },
  { brand: 'Land Rover', models: [{ model: 'Range Rover Evoque', engines: ['2.0 TD4 180'], ecu: 'DCM3.5' }] },
];

const SERVICES: readonly Omit<SelectedService, 'price' | 'discounted_price'>[] = [
  { id: 'svc-stage1', name: 'Stage 1', category_id: 'cat-perf', category_name: 'Performance', original_price: 150 },
  { id: 'svc-stage2', name: 'Stage 2', category_id: 'cat-perf', category_name: 'Performance', original_price: 250 },
  { id: 'svc-egr', name: 'EGR OFF', category_id: 'cat-depol', category_name: 'Dépollution', original_price: 50 },
  { id: 'svc-dpf', name: 'FAP OFF', category_id: 'cat-depol', category_name: 'Dépollution', original_price: 60 },
  { id: 'svc-adblue', name: 'AdBlue OFF', category_id: 'cat-depol', category_name: 'Dépollution', original_price: 80 },
  { id: 'svc-dtc', name: 'Suppression DTC', category_id: 'cat-divers', category_name: 'Divers', original_price: 30 },
  { id: 'svc-popbang', name: 'Pop & Bang', category_id: 'cat-divers', category_name: 'Divers', original_price: 70 },
  { id: 'svc-tcu', name: 'Reprogrammation boîte', category_id: 'cat-boite', category_name: 'Boîte de vitesses', original_price: 180 },
];

const LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ';
const DAY = 24 * 3600 * 1000;

function registration(random: Random): string {
  const letters = () => random.pick([...LETTERS]) + random.pick([...LETTERS]);
  const digits = String(random.int(1, 999)).padStart(3, '0');
  const [a, b] = [letters(), letters()];
  // How garages type plates: mostly 'AB-123-CD', sometimes without dashes or with spaces.
  return random.weighted({ dashes: 8, compact: 1, spaces: 1 }) === 'dashes'
    ? `${a}-${digits}-${b}`
    : random.next() < 0.5
      ? `${a}${digits}${b}`
      : `${a} ${digits} ${b}`;
}

function statusesFor(random: Random, ageDays: number): { status: OrderStatus; payment: PaymentStatus; explicit: boolean } {
  // Recent orders are still being processed; older ones are mostly finished.
  const status: OrderStatus =
    ageDays < 3
      ? random.weighted({ en_attente: 45, en_cours: 30, termine: 25 })
      : ageDays < 14
        ? random.weighted({ en_attente: 5, en_cours: 10, termine: 80, sav: 3, annule: 2 })
        : random.weighted({ termine: 90, sav: 3, annule: 7 });
  if (status === 'termine' || status === 'sav') {
    const payment = ageDays < 30 ? random.weighted({ paye: 55, du: 35, partiel: 5, non_paye: 3, litige: 2 }) : random.weighted({ paye: 93, du: 3, partiel: 1, non_paye: 2, litige: 1 });
    return { status, payment, explicit: payment !== 'du' };
  }
  return { status, payment: 'non_du', explicit: false };
}

/** One realistic order of `client`, created `ageDays` ago (a fraction) before `now`. */
export function makeOrder(random: Random, client: SeedClient, now: number, ageDays: number): OrderRecord {
  const id = randomUUID();
  const created = now - ageDays * DAY;
  const iso = (t: number) => new Date(Math.min(t, now)).toISOString();
  const created_at = iso(created);
  const vehicle = random.pick(VEHICLES);
  const model = random.pick(vehicle.models);
  const engine = random.pick(model.engines);
  const { status, payment, explicit } = statusesFor(random, ageDays);

  const chosen = new Set<(typeof SERVICES)[number]>();
  for (let n = random.int(1, 3); chosen.size < n; ) chosen.add(random.pick(SERVICES));
  const discount = random.next() < 0.2 ? 0.9 : 1;
  const services: SelectedService[] = [...chosen].map((s) => ({
    ...s,
    price: `${s.original_price}€`,
    discounted_price: Math.round(s.original_price * discount * 100) / 100,
  }));
  const total_price = Math.round(services.reduce((sum, s) => sum + s.discounted_price, 0) * 100) / 100;

  const base = `${vehicle.brand}_${model.model}_${engine}`.replace(/[^\w.-]+/g, '_');
  const original_filename = `${base}_ori.bin`;
  const files: Record<string, StoredFile> = {
    original: { filename: original_filename, size: random.int(1, 8) * 512 * 1024, uploaded_at: created_at, key: `orders/${id}/original/${original_filename}` },
  };
  const done = status === 'termine' || status === 'sav';
  const finished = created + random.int(1, 48) * 3600 * 1000;
  if (done) files.v1 = { filename: `${base}_v1.bin`, size: files.original!.size, uploaded_at: iso(finished), key: `orders/${id}/v1/${base}_v1.bin` };
  const savAt = status === 'sav' ? iso(finished + random.int(1, 10) * DAY) : null;
  const updated_at = savAt ?? (status === 'en_attente' ? created_at : iso(finished));

  return {
    id,
    client_id: client.id,
    client_name: client.name,
    client_company: client.company,
    vehicle_brand: vehicle.brand,
    vehicle_model: model.model,
    vehicle_year: String(random.int(2008, 2024)),
    registration: registration(random),
    engine,
    kilometers: String(random.int(5, 300) * 1000),
    ecu_type: model.ecu,
    vat_rate: 20,
    fuel_type: random.weighted({ diesel: 7, essence: 2, hybride: 1 }),
    gearbox_type: random.weighted({ manuelle: 6, automatique: 3, robotisee: 1 }),
    file_origin: random.weighted({ oui: 8, non: 2 }),
    read_method: null,
    selected_services: services,
    total_price,
    notes: random.next() < 0.4 ? random.pick(['Client pressé', 'Véhicule utilisé pour le remorquage', 'Garder la limitation de vitesse', 'Fichier lu en bench']) : '',
    useful_links: '',
    original_filename,
    files,
    version_count: done ? 1 : 0,
    status,
    payment_status: payment,
    payment_updated_at: explicit ? iso(finished + DAY) : null,
    created_at,
    updated_at,
    sav_requested_at: savAt,
    sav_problem_description: savAt ? 'Voyant moteur allumé après la reprogrammation' : null,
  };
}

/** `count` orders over the clients (by weight), created over the last `days` days. */
export function makeOrders(count: number, clients: readonly SeedClient[], now: number, days = 365, seed = 7): OrderRecord[] {
  const random = randomSource(seed);
  const weights = Object.fromEntries(clients.map((c, i) => [String(i), c.weight]));
  return Array.from({ length: count }, () => makeOrder(random, clients[Number(random.weighted(weights))]!, now, random.next() * days));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the orders with insertOrder (the order and its counters in one transaction), `concurrency`
 * in flight. Transactions on the same counter items conflict under load: insertOrder already
 * retries a few times; a failure past that is retried here (the order id is new, so a retry
 * that finds the order there means an earlier attempt went through).
 */
export async function seedOrders(orders: readonly OrderRecord[], concurrency: number, onProgress?: (done: number) => void) {
  let next = 0;
  let done = 0;
  let retries = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders.length) {
        const order = orders[next++]!;
        for (let attempt = 1; ; attempt++) {
          try {
            await insertOrder(order);
            break;
          } catch (error) {
            if (attempt > 1 && (error as Error).message === 'A fresh order id already exists') break;
            if (attempt >= 12) throw error;
            retries++;
            await pause(Math.random() * 20 * 2 ** Math.min(attempt, 6));
          }
        }
        if (++done % 1000 === 0) onProgress?.(done);
      }
    }),
  );
  return { retries };
}

/** Calls `write` on each item, `concurrency` at a time. */
export async function inFlight<T>(items: readonly T[], concurrency: number, write: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await write(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Writes the orders' own items as insertOrder puts them (the order entity's item, keys and
 * indexes, and its lookup items) with BatchWriteItem, 25 a call, `concurrency` calls in flight,
 * unprocessed ones again, but WITHOUT their counters: a transaction per order takes 250-400 ms on
 * DynamoDB Local on this shared machine, which makes tens of thousands of orders a matter of
 * hours. The counters then come from the nightly recount's repair (recountCounters({fix: true})).
 */
export async function batchSeedOrders(orders: readonly OrderRecord[], concurrency: number, onProgress?: (done: number) => void) {
  const items = orders.flatMap((order) => [orderEntity.item(order), ...lookupsOf(order).map((lookup) => orderLookupEntity.item(lookup))]);
  const chunks: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let written = 0;
  await inFlight(chunks, concurrency, async (chunk) => {
    let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
    while (requests.length) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
    const before = written;
    written += chunk.length;
    if (Math.floor(written / 10_000) > Math.floor(before / 10_000)) onProgress?.(written);
  });
}
