import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/shared/audit/schemas';
import { png } from '../support/images';
import { asAdmin, call, everyPage, form, newAdmin, newClient } from './api';
import { createOrder, FIXTURE_OVERRIDE, unique } from './orders-fixtures';
import { clearedSeller, seller } from './seller-fixture';

/**
 * Issue 22: the catalogue, a partner's logo and the invoices write their audit entry in the
 * change's own transaction (one entry per change, none for a refused one). Each test acts as a
 * fresh administrator and reads that administrator's entries, so other files' entries never mix in.
 */

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

/** A fresh administrator: its token, and its entries of a family (newest first). */
async function actor(family: string) {
  const token = await newAdmin();
  const me = (await call('GET', '/api/auth/me', { token })).body.id as string;
  return { token, entries: () => everyPage<AuditEntry>(`/api/admin/audit?actor=${me}&action=${family}`, admin) };
}

const summary = (entries: AuditEntry[]) => entries.map((e) => [e.action, e.before, e.after]);

describe('the catalogue', () => {
  it('records categories and services added, changed and removed, with before and after', async () => {
    const { token, entries } = await actor('catalog');
    const [name, renamed] = [unique('Boîte'), unique('Boîtes')];
    const created = await call('POST', '/api/admin/categories', { token, body: { name } });
    expect(created.status).toBe(201);
    const categories = `/api/admin/categories/${created.body.id}`;
    expect((await call('PUT', categories, { token, body: { name: renamed } })).status).toBe(200);
    const service = await call('POST', `${categories}/services`, { token, body: { name: 'Stage 1', price: '150€' } });
    expect(service.status).toBe(201);
    const services = `${categories}/services/${service.body.id}`;
    expect((await call('PUT', services, { token, body: { name: 'Stage 1', price: '180€' } })).status).toBe(200);
    expect((await call('DELETE', services, { token })).status).toBe(200);
    await call('POST', `${categories}/services`, { token, body: { name: 'Stage 2', price: '200€' } });
    expect((await call('DELETE', categories, { token })).status).toBe(200);

    expect(summary(await entries())).toEqual([
      ['catalog.category.delete', { name: renamed, services: 'Stage 2' }, {}],
      ['catalog.service.create', {}, { category: renamed, name: 'Stage 2', price: '200€' }],
      ['catalog.service.delete', { category: renamed, name: 'Stage 1', price: '180€' }, {}],
      ['catalog.service.edit', { price: '150€' }, { price: '180€' }],
      ['catalog.service.create', {}, { category: renamed, name: 'Stage 1', price: '150€' }],
      ['catalog.category.rename', { name }, { name: renamed }],
      ['catalog.category.create', {}, { name }],
    ]);
    expect((await entries())[3]?.subject).toBe(`${renamed} — Stage 1`);
  });

  it('leaves no entry for a refused change', async () => {
    const { token, entries } = await actor('catalog');
    const taken = await call('POST', '/api/admin/categories', { token: admin, body: { name: unique('Moteur') } });
    const categories = `/api/admin/categories/${taken.body.id}`;
    const refusals = [
      await call('POST', '/api/admin/categories', { token, body: { name: taken.body.name } }),
      await call('PUT', '/api/admin/categories/inconnue', { token, body: { name: 'Autre' } }),
      await call('POST', `${categories}/services`, { token, body: { name: 'Stage 1', price: 'Sur devis' } }),
      await call('POST', '/api/admin/categories/inconnue/services', { token, body: { name: 'Stage 1', price: '10€' } }),
      await call('PUT', `${categories}/services/inconnu`, { token, body: { name: 'Stage 1', price: '10€' } }),
      await call('DELETE', `${categories}/services/inconnu`, { token }),
      await call('DELETE', '/api/admin/categories/inconnue', { token }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([409, 404, 400, 404, 404, 404, 404]);
    expect(refusals[4]?.body.detail).toBe('Service introuvable');
    expect(await entries()).toEqual([]);
  });
});

describe("a partner's logo", () => {
  it('records the logo replaced (file names before and after), and nothing for a refused file', async () => {
    const { token, entries } = await actor('partner');
    const created = await call('POST', '/api/admin/partners', { token, body: { name: 'Bosch' } });
    const logo = `/api/admin/partners/${created.body.partner.id}/logo`;
    expect((await call('POST', logo, { token, body: form({ file: [new Blob([png(4, 4)]), 'bosch.png'] }) })).status).toBe(200);
    expect((await call('POST', logo, { token, body: form({ file: [new Blob([png(8, 8)]), 'bosch-2.png'] }) })).status).toBe(200);
    expect((await call('POST', logo, { token, body: form({ file: [new Blob(['<svg/>']), 'x.svg'] }) })).status).toBe(400);
    expect((await call('POST', '/api/admin/partners/inconnu/logo', { token, body: form({ file: [new Blob([png(4, 4)]), 'a.png'] }) })).status).toBe(404);
    expect(summary(await entries())).toEqual([
      ['partner.logo', { logo_filename: 'bosch.png' }, { logo_filename: 'bosch-2.png' }],
      ['partner.logo', { logo_filename: null }, { logo_filename: 'bosch.png' }],
      ['partner.create', {}, { name: 'Bosch' }],
    ]);
    expect((await entries())[0]?.subject).toBe('Bosch');
  });
});

describe('invoices and credit notes', () => {
  // The files after this one complete orders without invoices: the identity is cleared again.
  const cleared = clearedSeller;
  afterAll(async () => {
    await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: cleared });
  });

  it("records the seller's identity changed (the fields that changed), and nothing for a refused save nor an unchanged one", async () => {
    const { token, entries } = await actor('settings');
    const save = (body: Record<string, unknown>) => call('PUT', '/api/admin/invoicing/seller', { token, body });
    const town = unique('Ville');
    expect((await save({ ...cleared, city: town })).status).toBe(200);
    // Saved again as it is: no entry (issue 36).
    expect((await save({ ...cleared, city: town })).status).toBe(200);
    expect((await save({ ...seller, city: 'Villeurbanne' })).status).toBe(200);
    expect((await save({ siret: '55210055400013' })).status).toBe(400);
    expect((await save({ city: 'Lyon', iban: 'FR76 3000 6000 0112 3456 7890 189' })).status).toBe(200);
    const mine = await entries();
    expect(mine.map((e) => e.action)).toEqual(['settings.invoicing', 'settings.invoicing', 'settings.invoicing']);
    expect(mine[0]).toMatchObject({ subject: 'Paramètres de facturation', before: { city: 'Villeurbanne' }, after: { city: 'Lyon' } });
    expect(mine[1]).toMatchObject({ before: { name: '', city: town }, after: { name: 'Reprog Atelier', city: 'Villeurbanne', siren: '732829320' } });
    expect(mine[2]).toMatchObject({ after: { city: town } });
  });

  it('records the invoice issued and its credit note on the order, and nothing for a refused issue', async () => {
    const { token, entries } = await actor('invoice');
    const client = await newClient();
    const { order } = await createOrder(client.token);
    expect((await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: 100 } })).status).toBe(200);
    const issue = () => call('POST', `/api/admin/orders/${order.id}/invoice`, { token });

    expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: cleared })).status).toBe(200);
    // Finished while the identity is incomplete: no invoice with the status (issue 36: only a finished order is invoiced).
    expect((await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } })).status).toBe(200);
    expect((await issue()).status).toBe(422);
    // Completing the identity issues the invoice that waited, by the administrator who completed it (issue 37).
    expect((await call('PUT', '/api/admin/invoicing/seller', { token, body: seller })).status).toBe(200);
    const waited = await call('GET', `/api/orders/${order.id}`, { token: admin });
    const invoice = { body: { id: waited.body.invoice_id as string, number: waited.body.invoice_number as string } };
    expect(invoice.body.number).toMatch(/^FA-/);
    expect((await issue()).status).toBe(409);
    const credit = `/api/admin/invoices/${invoice.body.id}/credit-note`;
    const note = await call('POST', credit, { token, body: { reason: 'Erreur de prix' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect((await call('POST', credit, { token, body: { reason: 'Encore' } })).status).toBe(409);

    const mine = (await entries()).filter((entry) => entry.action.startsWith('invoice.'));
    expect(summary(mine)).toEqual([
      ['invoice.credit', {}, { number: note.body.number, credits: invoice.body.number, total_ttc: 120, reason: 'Erreur de prix' }],
      ['invoice.issue', {}, { number: invoice.body.number, total_ttc: 120 }],
    ]);
    expect(mine.every((e) => e.order_id === order.id && e.client_id === client.id)).toBe(true);
    // They are on the order's timeline too.
    const onOrder = await everyPage<AuditEntry>(`/api/admin/orders/${order.id}/audit`, admin);
    expect(onOrder.map((e) => e.action)).toEqual(expect.arrayContaining(['invoice.issue', 'invoice.credit']));
  });
});

describe('the sign-in rule', () => {
  it('records the second factor made mandatory and optional again; a save that changes nothing records nothing', async () => {
    const { token, entries } = await actor('settings');
    const save = (require_admin_2fa: boolean) => call('PUT', '/api/admin/security/policy', { token, body: { require_admin_2fa } });
    expect((await save(false)).status).toBe(200);
    expect((await save(true)).status).toBe(200);
    expect((await save(false)).status).toBe(200);
    expect(summary(await entries())).toEqual([
      ['settings.security', { require_admin_2fa: true }, { require_admin_2fa: false }],
      ['settings.security', { require_admin_2fa: false }, { require_admin_2fa: true }],
    ]);
  });
});

describe('the retention durations of the settings', () => {
  it('records each duration changed as a field of its own', async () => {
    const { token, entries } = await actor('settings');
    const current = (await call('GET', '/api/admin/settings', { token })).body.retention.exportsDays as number;
    const next = current === 7 ? 8 : 7;
    expect((await call('PUT', '/api/admin/settings', { token, body: { retention: { exportsDays: next } } })).status).toBe(200);
    expect((await call('PUT', '/api/admin/settings', { token, body: { retention: { exportsDays: 0 } } })).status).toBe(400);
    expect((await call('PUT', '/api/admin/settings', { token, body: { retention: { exportsDays: current } } })).status).toBe(200);
    expect(summary(await entries())).toEqual([
      ['settings.update', { exportsDays: next }, { exportsDays: current }],
      ['settings.update', { exportsDays: current }, { exportsDays: next }],
    ]);
  });
});

describe('a save that changes nothing (issue 36)', () => {
  it('writes no entry; a save that changes a text writes one entry with that field only', async () => {
    const { token, entries } = await actor('settings');
    const seen = (await call('GET', '/api/admin/settings', { token })).body;
    // The whole form saved as read, then one text changed: one entry, with that text's diff.
    const unchanged = { opening_hours: seen.opening_hours, client_message: seen.client_message, retention: seen.retention };
    expect((await call('PUT', '/api/admin/settings', { token, body: unchanged })).status).toBe(200);
    expect((await call('PUT', '/api/admin/settings', { token, body: {} })).status).toBe(200);
    expect(await entries()).toEqual([]);
    const hours = unique('Lundi-vendredi 9 h – 18 h');
    expect((await call('PUT', '/api/admin/settings', { token, body: { ...unchanged, opening_hours: hours } })).status).toBe(200);
    expect((await call('PUT', '/api/admin/settings', { token, body: { ...unchanged, opening_hours: hours } })).status).toBe(200);
    expect(summary(await entries())).toEqual([['settings.update', { opening_hours: seen.opening_hours }, { opening_hours: hours }]]);
    expect((await call('PUT', '/api/admin/settings', { token, body: { opening_hours: seen.opening_hours } })).status).toBe(200);
  });
});
