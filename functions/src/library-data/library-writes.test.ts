import { describe, expect, it } from 'vitest';
import { orderRecordSchema, type OrderRecord } from '../order-data/order-record';
import { libraryWrites } from './library-writes';

const sha = (c: string) => c.repeat(64);
const analysis = {
  size: 4,
  sha256: sha('a'),
  family: 'EDC17',
  identifiers: { manufacturer: 'Bosch', ecu_variant: 'EDC17C66', hardware_number: '0281017946', software_number: '1037541778', part_number: null },
  health: 'ok' as const,
  findings: [],
};

const order: OrderRecord = orderRecordSchema.parse({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  client_id: 'c1',
  vehicle_brand: 'Volkswagen',
  vehicle_model: 'Golf',
  vehicle_year: '2018',
  registration: 'AB-123-CD',
  engine: '2.0 TDI',
  kilometers: '100000',
  read_method: null,
  selected_services: [{ id: 's1', name: 'Stage 1', category_id: 'k', category_name: 'K', price: '150€', original_price: 150, discounted_price: 150 }],
  total_price: 150,
  original_filename: 'lecture.bin',
  files: { original: { filename: 'lecture.bin', size: 4, uploaded_at: '2026-11-20T10:00:00.000Z', key: 'orders/x/original/lecture.bin', sha256: sha('a'), analysis } },
  status: 'en_attente',
  payment_status: 'non_du',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});
const v1 = { filename: 'stage1.mod', size: 4, uploaded_at: '2026-11-20T11:00:00.000Z', key: 'orders/x/v1/stage1.mod', sha256: sha('b') };

const puts = (items: ReturnType<typeof libraryWrites>) => items.flatMap((item) => (item.write.Put ? [item.write.Put.Item] : []));
const deletes = (items: ReturnType<typeof libraryWrites>) => items.flatMap((item) => (item.write.Delete ? [item.write.Delete.Key?.sk] : []));

describe("an order's library items (decision 042)", () => {
  it('are all written with a new order: its SHA-256, software, family + software, hardware, vehicle, service and client', () => {
    const keys = puts(libraryWrites(undefined, order)).map((item) => item?.gsi1pk);
    expect(keys).toEqual([
      `LIBRARY#SHA#${sha('a')}`,
      'LIBRARY#SW#1037541778',
      'LIBRARY#ECUSW#edc17#1037541778',
      'LIBRARY#HW#0281017946',
      'LIBRARY#MAKE#volkswagen',
      'LIBRARY#MODEL#volkswagen#golf',
      'LIBRARY#ENGINE#volkswagen#golf#20tdi',
      'LIBRARY#SERVICE#s1',
      'LIBRARY#CLIENT#c1',
    ]);
  });

  it('are not touched by a change of status, price or payment', () => {
    expect(libraryWrites(order, { ...order, status: 'en_cours', total_price: 200, payment_status: 'du' })).toEqual([]);
  });

  it('add a delivered version by its SHA-256 and as a reference; a revocation takes it out of the references only', () => {
    const delivered = { ...order, files: { ...order.files, v1 } };
    const [version, ...rest] = puts(libraryWrites(order, delivered));
    expect(rest).toEqual([]);
    expect(version).toMatchObject({ sk: 'LIBVERSION#v1', gsi1pk: `LIBRARY#SHA#${sha('b')}`, reference: true });
    expect(String(version?.gsi2pk)).toMatch(new RegExp(`^LIBRARYREF#${sha('a')}#[0-9a-f]{32}$`));
    const [revoked] = puts(libraryWrites(delivered, { ...delivered, library: { revoked: ['v1'] } }));
    expect(revoked).toMatchObject({ reference: false, gsi1pk: `LIBRARY#SHA#${sha('b')}` });
    expect(revoked?.gsi2pk).toBeUndefined();
  });

  it('never make a copy delivered automatically a reference, nor a version of an unhealthy read', () => {
    const copy = { ...order, files: { ...order.files, v1: { ...v1, copied_from: { order_id: 'other', version: 'v2' } } } };
    expect(puts(libraryWrites(order, copy))[0]).toMatchObject({ reference: false });
    const original = order.files.original!;
    const unhealthy = { ...order, files: { original: { ...original, analysis: { ...analysis, health: 'warning' as const } }, v1 } };
    expect(puts(libraryWrites(undefined, unhealthy)).find((item) => item?.sk === 'LIBVERSION#v1')).toMatchObject({ reference: false });
  });

  it('are all deleted with the order', () => {
    const delivered = { ...order, files: { ...order.files, v1 } };
    expect(deletes(libraryWrites(delivered, undefined))).toHaveLength(10);
  });
});
