import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/shared/audit/schemas';
import { png } from '../support/images';
import { asAdmin, call, everyPage, form, newAdmin, newClient, registration } from './api';
import { bytes, createCategory, createOrder, FIXTURE_OVERRIDE } from './orders-fixtures';

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const orderEntries = (orderId: string) => everyPage<AuditEntry>(`/api/admin/orders/${orderId}/audit`, admin);
const clientEntries = (clientId: string) => everyPage<AuditEntry>(`/api/admin/clients/${clientId}/audit`, admin);

/** Runs an administrative call and answers the one entry it added to `list` (fails unless exactly one). */
async function oneEntry(list: () => Promise<AuditEntry[]>, change: () => Promise<{ status: number; body: unknown }>, status = 200) {
  const before = await list();
  const res = await change();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const after = await list();
  const added = after.filter((entry) => !before.some((b) => b.id === entry.id));
  expect(added).toHaveLength(1);
  return added[0] as AuditEntry;
}

describe('an audit entry for each administrative change of an order', () => {
  it('records status, price, payment, delivery, SAV answer and deletion with who, when, before and after', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const entries = () => orderEntries(order.id);
    const path = `/api/admin/orders/${order.id}`;

    const price = await oneEntry(entries, () => call('PATCH', `${path}/price`, { token: admin, body: { total_price: 150 } }));
    expect(price).toMatchObject({ action: 'order.price', order_id: order.id, client_id: client.id, before: { total_price: 0 }, after: { total_price: 150 } });
    expect(price.actor.name).not.toBe('');
    expect(price.address).not.toBe('');

    const status = await oneEntry(entries, () => call('PUT', `${path}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } }));
    // The payment rule moved with the status: both are in the one entry.
    expect(status).toMatchObject({ action: 'order.status', before: { status: 'en_attente', payment_status: 'non_du' }, after: { status: 'termine', payment_status: 'du', override_reason: FIXTURE_OVERRIDE.reason } });

    const payment = await oneEntry(entries, () => call('PUT', `${path}/payment`, { token: admin, body: { payment_status: 'paye' } }));
    expect(payment).toMatchObject({ action: 'order.payment', before: { payment_status: 'du' }, after: { payment_status: 'paye' } });

    const delivered = await oneEntry(entries, () =>
      call('POST', `${path}/deliver`, { token: admin, body: form({ version: 'nouvelle', file: [new Blob([bytes(64)]), 'v1.bin'] }) }),
    );
    expect(delivered).toMatchObject({ action: 'order.delivery', before: {}, after: { version: 'v1', filename: 'v1.bin' } });

    const sav = await oneEntry(entries, () =>
      call('POST', `${path}/deliver`, { token: admin, body: form({ version: 'sav', file: [new Blob([bytes(64)]), 'sav.bin'] }) }),
    );
    expect(sav).toMatchObject({ action: 'sav.answer', after: { version: 'sav', filename: 'sav.bin' } });

    // The client reads its own order's steps: status changes and deliveries, nobody named.
    const timeline = await call('GET', `/api/orders/${order.id}/timeline`, { token: client.token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.map((e: { action: string }) => e.action)).toEqual(['sav.answer', 'order.delivery', 'order.status']);
    expect(Object.keys(timeline.body[0]).sort()).toEqual(['action', 'after', 'at', 'before', 'id']);

    const deleted = await oneEntry(entries, () => call('DELETE', path, { token: admin }));
    expect(deleted).toMatchObject({ action: 'order.delete', before: { status: 'termine', total_price: 150, payment_status: 'paye' }, after: {} });
    // The client's own list holds its orders' entries too.
    expect((await clientEntries(client.id)).filter((e) => e.order_id === order.id)).toHaveLength(6);
  });

  it('leaves no entry for a refused change', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const path = `/api/admin/orders/${order.id}`;
    expect((await call('PATCH', `${path}/price`, { token: admin, body: { total_price: -5 } })).status).toBe(400);
    expect((await call('PUT', `${path}/status`, { token: admin, body: { status: 'livre' } })).status).toBe(400);
    expect((await orderEntries(order.id))).toEqual([]);
    // A write refused inside its transaction (the e-mail is taken: 409) writes no entry either.
    const other = await newClient();
    const edit = { ...registration({ email: other.email }), new_password: '' };
    const before = await clientEntries(client.id);
    expect((await call('PUT', `/api/admin/users/${client.id}`, { token: admin, body: edit })).status).toBe(409);
    expect(await clientEntries(client.id)).toEqual(before);
  });
});

describe('an audit entry for each administrative change of an account', () => {
  it('records approval, edit, status, logo, unlock and deletion of a client, never a password', async () => {
    const client = await newClient({ approve: false });
    const entries = () => clientEntries(client.id);
    const users = `/api/admin/users/${client.id}`;

    const approved = await oneEntry(entries, () => call('PUT', `${users}/status`, { token: admin, body: { status: 'approved' } }));
    expect(approved).toMatchObject({ action: 'client.approve', client_id: client.id, before: { status: 'pending' }, after: { status: 'approved' } });

    const { first_name, last_name, phone, address, email } = client.input;
    const body = { first_name, last_name, phone, address, email, company_name: 'Atelier Audit', new_password: 'Nouveau-Mot-2-Passe' };
    const edited = await oneEntry(entries, () => call('PUT', users, { token: admin, body }));
    expect(edited).toMatchObject({ action: 'client.edit', before: { company_name: 'Garage Dupont' }, after: { company_name: 'Atelier Audit', password: 'changed' } });
    expect(JSON.stringify(edited)).not.toContain('Nouveau-Mot-2-Passe');
    expect(JSON.stringify(edited)).not.toContain('password_hash');

    const disabled = await oneEntry(entries, () => call('PUT', `${users}/status`, { token: admin, body: { status: 'disabled' } }));
    expect(disabled).toMatchObject({ action: 'client.status', before: { status: 'approved' }, after: { status: 'disabled' } });

    const logo = await oneEntry(entries, () =>
      call('POST', `/api/admin/clients/${client.id}/logo`, { token: admin, body: form({ file: [new Blob([png(4, 4)]), 'logo.png'] }) }),
    );
    expect(logo).toMatchObject({ action: 'client.logo', before: { logo_filename: null }, after: { logo_filename: 'logo.png' } });

    const unlocked = await oneEntry(entries, () => call('POST', `${users}/unlock`, { token: admin }));
    expect(unlocked.action).toBe('account.unlock');

    const deleted = await oneEntry(entries, () => call('DELETE', users, { token: admin }));
    // A client's deletion is its erasure (issue 24): the entry names the pseudonym and what went, never the client.
    expect(deleted).toMatchObject({ action: 'client.delete', subject: expect.stringMatching(/^Client supprimé #\d+$/), before: {}, after: { erasure: { orders: 0 } } });
    expect(JSON.stringify(deleted)).not.toContain('Atelier Audit');
  });

  it('records settings and terms; the whole list filters by administrator, action and period', async () => {
    const other = await newAdmin();
    const me = await call('GET', '/api/auth/me', { token: other });
    const terms = `Conditions ${Date.now()}`;
    const saved = await call('PUT', '/api/admin/settings', { token: other, body: { terms_and_conditions: terms } });
    expect(saved.status).toBe(200);
    const mine = await everyPage<AuditEntry>(`/api/admin/audit?actor=${me.body.id}`, admin);
    expect(mine.map((e) => e.action)).toEqual(['terms.update']);
    expect(mine[0]).toMatchObject({ actor: { id: me.body.id }, after: { terms_and_conditions: terms } });
    const today = new Date().toISOString().slice(0, 10);
    const page = await call('GET', `/api/admin/audit?action=terms&from=${today}&to=${today}&limit=100`, { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.every((e: AuditEntry) => e.action === 'terms.update')).toBe(true);
    expect(page.body.map((e: AuditEntry) => e.id)).toContain(mine[0]?.id);
    expect((await call('GET', '/api/admin/audit?from=2000-01-01&to=2000-01-02', { token: admin })).body).toEqual([]);
    expect((await call('GET', '/api/admin/audit?action=order.unknown', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/audit?from=demain', { token: admin })).status).toBe(400);
  });
});

describe('discounts and partners', () => {
  it('records a discount set, changed and removed, and a partner added, renamed and removed', async () => {
    const client = await newClient();
    const category = await createCategory();
    const entries = () => clientEntries(client.id);
    const discounts = `/api/admin/clients/${client.id}/discounts`;
    const body = { category_id: category.id, discount_type: 'percentage', discount_value: 10 };
    const set = await oneEntry(entries, () => call('POST', discounts, { token: admin, body }));
    expect(set).toMatchObject({ action: 'discount.set', before: {}, after: { category: category.name, discount_type: 'percentage', discount_value: 10 } });
    const changed = await oneEntry(entries, () => call('POST', discounts, { token: admin, body: { ...body, discount_value: 15 } }));
    expect(changed).toMatchObject({ before: { discount_value: 10 }, after: { discount_value: 15 } });
    const removed = await oneEntry(entries, () => call('DELETE', `${discounts}/${category.id}`, { token: admin }));
    expect(removed).toMatchObject({ action: 'discount.delete', before: { discount_value: 15 }, after: {} });
    const listed = await entries();
    expect((await call('DELETE', `${discounts}/${category.id}`, { token: admin })).status).toBe(404);
    expect(await entries()).toEqual(listed);

    const other = await newAdmin();
    const me = (await call('GET', '/api/auth/me', { token: other })).body.id as string;
    const mine = () => everyPage<AuditEntry>(`/api/admin/audit?actor=${me}&action=partner`, admin);
    const created = await call('POST', '/api/admin/partners', { token: other, body: { name: 'Motul' } });
    expect(created.status).toBe(201);
    const id = created.body.partner.id as string;
    expect((await call('PUT', `/api/admin/partners/${id}`, { token: other, body: { name: 'Motul France' } })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/partners/${id}`, { token: other })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/partners/${id}`, { token: other })).status).toBe(404);
    expect((await mine()).map((e) => [e.action, e.before, e.after])).toEqual([
      ['partner.delete', { name: 'Motul France' }, {}],
      ['partner.rename', { name: 'Motul' }, { name: 'Motul France' }],
      ['partner.create', {}, { name: 'Motul' }],
    ]);
  });
});

describe('who reads the audit trail', () => {
  it('refuses the administrators’ lists to a client (403) and another client’s order timeline (404)', async () => {
    const [owner, stranger] = [await newClient(), await newClient()];
    const { order } = await createOrder(owner.token);
    for (const path of ['/api/admin/audit', `/api/admin/orders/${order.id}/audit`, `/api/admin/clients/${owner.id}/audit`]) {
      expect((await call('GET', path, { token: owner.token })).status, path).toBe(403);
      expect((await call('GET', path)).status, path).toBe(401);
    }
    const refused = await call('GET', `/api/orders/${order.id}/timeline`, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('Commande non trouvée');
    expect((await call('GET', `/api/orders/${order.id}/timeline`, { token: owner.token })).body).toEqual([]);
  });
});
