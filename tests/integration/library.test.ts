import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/shared/audit/schemas';
import type { DeliveryStats, LibraryFile, LibraryHistory } from '@app/shared/library/schemas';
import { queryAll } from '@app/functions/lib/db/query';
import { familyFile, familyFixtures } from '../support/ecu-fixtures';
import { asAdmin, call, everyPage, form, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { addService, blob, createCategory, createOrder, download, type Bytes, type Category } from './orders-fixtures';

/**
 * The file library and instant delivery of known files (issue 41, decision 042): an identical
 * original for the same services, from another garage, is delivered at once from the version a
 * person delivered; anything else waits for a person.
 */
let admin: string;
let category: Category;
let auto: { id: string; name: string };
let autoToo: { id: string; name: string };
let byHand: { id: string; name: string };

beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  category = await createCategory();
  const flags = { auto_delivery: true };
  auto = await serviceWith('Stage 1', flags);
  autoToo = await serviceWith('Pops & Bangs', flags);
  byHand = await serviceWith('Stage 2', {});
});

async function serviceWith(name: string, flags: Record<string, boolean>) {
  const made = await addService(category.id, `${name} ${randomInt(1e6)}`, '150€');
  const res = await call('PUT', `/api/admin/categories/${category.id}/services/${made.id}`, { token: admin, body: { name: made.name, price: '150€', ...flags } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; name: string };
}

const selection = (...services: { id: string }[]) => ({ selected_services: JSON.stringify(services.map((s) => ({ id: s.id }))) });
const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
/** A clean EDC17 read of its own (read health ok), different for each seed. */
const original = (): Bytes => familyFile('ME7', randomInt(1, 2 ** 31));

const deliverByHand = async (orderId: string, content: Bytes, name = 'stage1.mod') => {
  const res = await call('POST', `/api/admin/orders/${orderId}/deliver`, { token: admin, body: form({ version: 'nouvelle', file: [blob(content), name] }) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A reference: garage A's order of `services` for `content`, delivered by a person. */
async function reference(content: Bytes, services: { id: string }[]) {
  const garage = await newClient();
  const { order } = await createOrder(garage.token, selection(...services), { content, name: 'lecture.bin' });
  expect(order.status).toBe('en_attente');
  const tuned = familyFile('ME7', randomInt(1, 2 ** 31));
  await deliverByHand(order.id, tuned);
  return { order, tuned };
}

const outboxOf = async (clientId: string) =>
  queryAll({ IndexName: 'gsi4', KeyConditionExpression: 'gsi4pk = :pk', ExpressionAttributeValues: { ':pk': `OUTBOXTO#${clientId}` } });

describe('instant delivery of a known file', () => {
  it('delivers the same original from a second garage for the same services at once: v1 byte-identical, « Terminé », e-mail queued, audit written', async () => {
    const content = original();
    const { order: first, tuned } = await reference(content, [auto, autoToo]);
    const statsBefore = ((await call('GET', '/api/admin/stats', { token: admin })).body as { deliveries: DeliveryStats }).deliveries;

    const garage = await newClient();
    const { order } = await createOrder(garage.token, selection(autoToo, auto), { content, name: 'ma-lecture.bin' });
    expect(order.status).toBe('termine');
    expect(Object.keys(order.files).sort()).toEqual(['original', 'v1']);
    expect(JSON.stringify(order)).not.toContain(first.id); // the garage never learns whose file it was
    expect(same((await download(garage.token, order.id, 'v1')).content, tuned)).toBe(true);

    const mails = await outboxOf(garage.id);
    expect(mails.length).toBeGreaterThan(0);
    const entries = await everyPage<AuditEntry>(`/api/admin/orders/${order.id}/audit`, admin);
    const auto1 = entries.find((entry) => entry.action === 'order.auto_delivery');
    expect(auto1?.after).toMatchObject({ version: 'v1', detail: `Livré automatiquement (fichier connu, commande #${first.id.slice(0, 8).toUpperCase()} v1)` });
    expect(auto1?.actor.id).toBe('system');
    expect(entries.some((entry) => entry.action === 'order.status' && entry.after.status === 'termine')).toBe(true);

    const history = (await call('GET', `/api/admin/library/${order.id}`, { token: admin })).body as LibraryHistory;
    expect(history.known).toMatchObject({ order_id: first.id, version: 'v1' });
    expect(history.file.versions[0]).toMatchObject({ version: 'v1', copied_from: { order_id: first.id, version: 'v1' }, reusable: false });
    expect(history.same_bytes.map((file) => file.order_id)).toContain(first.id);

    const stats = ((await call('GET', '/api/admin/stats', { token: admin })).body as { deliveries: DeliveryStats }).deliveries;
    expect(stats.automatic).toBe(statsBefore.automatic + 1);
    expect(stats.median_seconds.automatic).not.toBeNull();
  });

  it('does not deliver when one byte differs: « Même logiciel » only', async () => {
    const content = original();
    const { order: first } = await reference(content, [auto]);
    const changed = content.slice();
    changed[1000] = (changed[1000] ?? 0) ^ 0xff;
    const garage = await newClient();
    const { order } = await createOrder(garage.token, selection(auto), { content: changed });
    expect(order.status).toBe('en_attente');
    expect(order.files.v1).toBeUndefined();
    const history = (await call('GET', `/api/admin/library/${order.id}`, { token: admin })).body as LibraryHistory;
    expect(history.known).toBeNull();
    expect(history.same_bytes).toEqual([]);
    expect(history.same_software.map((file) => file.order_id)).toContain(first.id);
  });

  it('does not deliver when one service does not allow it', async () => {
    const content = original();
    await reference(content, [auto, byHand]);
    const garage = await newClient();
    const { order } = await createOrder(garage.token, selection(auto, byHand), { content });
    expect(order.status).toBe('en_attente');
    expect(order.files.v1).toBeUndefined();
  });

  it('never uses a revoked reference, nor the versions of an original marked not reusable', async () => {
    const content = original();
    const { order: first } = await reference(content, [auto]);
    const revoked = await call('PUT', `/api/admin/library/${first.id}`, { token: admin, body: { revoke: 'v1' } });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect((revoked.body as LibraryHistory).file.versions[0]).toMatchObject({ version: 'v1', revoked: true, reusable: false });
    const garage = await newClient();
    const { order } = await createOrder(garage.token, selection(auto), { content });
    expect(order.status).toBe('en_attente');
    const audit = await everyPage<AuditEntry>(`/api/admin/orders/${first.id}/audit`, admin);
    expect(audit.some((entry) => entry.action === 'library.revoke' && entry.after.version === 'v1')).toBe(true);

    const other = original();
    const { order: second } = await reference(other, [auto]);
    expect((await call('PUT', `/api/admin/library/${second.id}`, { token: admin, body: { reusable: false } })).status).toBe(200);
    const { order: third } = await createOrder((await newClient()).token, selection(auto), { content: other });
    expect(third.status).toBe('en_attente');
    // Reusable again: the next identical order is delivered.
    expect((await call('PUT', `/api/admin/library/${second.id}`, { token: admin, body: { reusable: true } })).status).toBe(200);
    const { order: fourth } = await createOrder((await newClient()).token, selection(auto), { content: other });
    expect(fourth.status).toBe('termine');
  });

  it('refuses automatic delivery on an emission-related service, which requires a person by default', async () => {
    const made = await addService(category.id, `EGR ${randomInt(1e6)}`, '90€');
    const marked = await call('PUT', `/api/admin/categories/${category.id}/services/${made.id}`, { token: admin, body: { name: made.name, price: '90€', emission_related: true } });
    expect(marked.body).toMatchObject({ emission_related: true, human_review_required: true, auto_delivery: false });
    const refused = await call('PUT', `/api/admin/categories/${category.id}/services/${made.id}`, { token: admin, body: { name: made.name, price: '90€', auto_delivery: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('émissions');
  });
});

describe('the library', () => {
  it('finds an original by software number, family + software, hardware, SHA-256, vehicle, service and client, paged', async () => {
    const content = original();
    const { order } = await reference(content, [auto]);
    const ids = familyFixtures.ME7.identifiers;
    const search = async (params: Record<string, string>) => {
      const res = await call('GET', `/api/admin/library?${new URLSearchParams(params)}`, { token: admin });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as LibraryFile[];
    };
    const sha = (await call('GET', `/api/admin/library/${order.id}`, { token: admin })).body.file.original.sha256 as string;
    const searches: Record<string, string>[] = [
      { by: 'software', q: ids.software_number ?? '' },
      { by: 'ecu_software', family: 'ME7', q: ids.software_number ?? '' },
      { by: 'hardware', q: ids.hardware_number ?? '' },
      { by: 'sha256', q: sha },
      { by: 'vehicle', make: String(order.vehicle_brand), model: String(order.vehicle_model) },
      { by: 'service', q: auto.id },
      { by: 'client', q: order.client_id },
    ];
    for (const params of searches) {
      const page = await search({ ...params, limit: '100' });
      expect(page.map((file) => file.order_id), JSON.stringify(params)).toContain(order.id);
    }
    const one = await call('GET', `/api/admin/library?by=software&q=${ids.software_number}&limit=1`, { token: admin });
    expect(one.body).toHaveLength(1);
    expect(one.headers.get('x-next-cursor')).toBeTruthy();
    expect((await call('GET', '/api/admin/library?by=sha256&q=abc', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/library?by=software', { token: admin })).status).toBe(400);
    const client = await newClient();
    expect((await call('GET', '/api/admin/library?by=software&q=1', { token: client.token })).status).toBe(403);
  });
});
