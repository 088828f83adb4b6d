import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { addService, createCategory, createOrder, orderForm, presignedUpload, bytes, setStatus, unique } from './orders-fixtures';
import { clearedSeller, seller } from './seller-fixture';
import { useFunctionsEnv } from './functions-env';
import { vehicle } from '../support/vehicle';
import { createOrderSchema } from '@app/shared/orders/schemas';

/**
 * Prepaid credits spent on orders (issue 40, decision 040) over HTTP: the debit in the order's
 * own transaction under a race, the refund on cancellation and deletion, « Payé (crédits) »
 * never invoiced nor owed, the business-wide default mode, the low-balance notice and the
 * dashboard's credit totals.
 */
let admin: string;
let service: { name: string; category_id: string };

const PRICE = 12.5;
const SHORT = (missing: string) => `Crédit insuffisant\u202f: il manque ${missing}\u00a0€ pour cette commande.`;
const selected = () => JSON.stringify([service]);

async function prepaidClient(credits = 0) {
  const client = await newClient();
  const res = await call('PUT', `/api/admin/clients/${client.id}/credits`, { token: admin, body: { mode: 'prepaid', overdraft: 0 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (credits) await credit(client.id, credits);
  return client;
}

async function credit(clientId: string, amount: number) {
  const res = await call('POST', `/api/admin/clients/${clientId}/credits/adjustments`, { token: admin, body: { direction: 'credit', amount, reason: 'Test' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const order = (token: string) => call('POST', '/api/orders', { token, body: orderForm({ selected_services: selected() }) });
const billing = async (token: string) => (await call('GET', '/api/credits', { token })).body as { mode: string; balance: number; low_balance_threshold: number };
const ledger = async (token: string) =>
  (await call('GET', '/api/credits/ledger?limit=100', { token })).body as { kind: string; amount: number; balance_after: number; order_id: string | null }[];
const totals = async () =>
  (await call('GET', '/api/admin/stats', { token: admin })).body.credits as { sold_this_month: number; used_this_month: number; outstanding: number };
const setDefaultMode = (default_billing_mode: string) => call('PUT', '/api/admin/settings', { token: admin, body: { default_billing_mode } });
const round2 = (n: number) => Math.round(n * 100) / 100;

beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  const category = await createCategory();
  const added = await addService(category.id, unique('Stage 1'), '12,50');
  service = { name: added.name, category_id: category.id };
  expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: seller })).status).toBe(200);
});

afterAll(async () => {
  await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: clearedSeller });
});

describe('the debit of an order', () => {
  it('30 orders raced against a balance worth 10 create exactly 10, and the ledger sums to the balance', async () => {
    const client = await prepaidClient(10 * PRICE);
    // The files are sent first (presigned, as the SPA does): the race is the orders' alone.
    const keys: string[] = [];
    for (let i = 0; i < 30; i += 10) keys.push(...(await Promise.all(Array.from({ length: 10 }, async () => (await presignedUpload(client.token, bytes(512))).key))));
    // Half over HTTP (the gateway's process queues its own), half from the test's process at the
    // same time through the same code: the two race on the account's version in DynamoDB.
    const { createOrder: createDirect } = await import('@app/functions/orders/create-order');
    const { getUser } = await import('@app/functions/users/user-repository');
    const user = await getUser(client.id);
    if (!user) throw new Error('client missing');
    const input = (upload_key: string) => ({ ...vehicle, selected_services: [service], upload_key });
    const overHttp = keys.slice(0, 15).map((key) => call('POST', '/api/orders', { token: client.token, body: input(key) }));
    const direct = keys.slice(15).map((key) =>
      createDirect(user, createOrderSchema.parse(input(key)), []).then(
        (made) => ({ status: 201, body: made as { id: string; detail?: string } }),
        (error: { kind?: string; detail?: string }) => ({ status: error.kind === 'conflict' ? 409 : 500, body: { detail: error.detail } }),
      ),
    );
    const answers = await Promise.all([...overHttp, ...direct]);
    const created = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    expect(created).toHaveLength(10);
    for (const res of refused) expect(res.status).toBe(409);
    for (const res of refused) expect(res.body).toEqual({ detail: SHORT('12,50') });

    const after = await billing(client.token);
    expect(after.balance).toBe(0);
    const entries = await ledger(client.token);
    expect(entries.filter((e) => e.kind === 'order')).toHaveLength(10);
    expect(round2(entries.reduce((sum, e) => sum + e.amount, 0))).toBe(after.balance);
    expect(new Set(entries.filter((e) => e.kind === 'order').map((e) => e.order_id))).toEqual(new Set(created.map((res) => res.body.id)));

    const mine = await call('GET', '/api/orders?limit=100', { token: client.token });
    expect(mine.body).toHaveLength(10);
    for (const o of mine.body) expect(o).toMatchObject({ payment_status: 'paye', paid: true, paid_in_credits: PRICE, credits_refunded: false, amount_due: 0 });
    expect((await call('GET', '/api/client/balance', { token: client.token })).body.balance_due).toBe(0);
  }, 180_000);

  it('an order the credits do not cover is refused with what it lacks; its upload stays for the order made once credited', async () => {
    const client = await prepaidClient(5);
    const ticket = await presignedUpload(client.token, bytes());
    const body = { ...vehicle, selected_services: [service], upload_key: ticket.key };
    const refused = await call('POST', '/api/orders', { token: client.token, body });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: SHORT('7,50') });
    expect((await call('GET', '/api/orders', { token: client.token })).body).toEqual([]);
    expect(await ledger(client.token)).toHaveLength(1);

    await credit(client.id, 10);
    const made = await call('POST', '/api/orders', { token: client.token, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await billing(client.token)).balance).toBe(2.5);
  }, 60_000);

  it('an allowed overdraft lets the balance go below 0, down to it', async () => {
    const client = await prepaidClient();
    expect((await call('PUT', `/api/admin/clients/${client.id}/credits`, { token: admin, body: { mode: 'prepaid', overdraft: 20 } })).status).toBe(200);
    expect((await order(client.token)).status).toBe(201);
    expect((await billing(client.token)).balance).toBe(-12.5);
    const refused = await order(client.token);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(SHORT('5,00'));
  });

  it("a post-paid client's order is as before: not paid, nothing in its ledger", async () => {
    const client = await newClient();
    const { order: made } = await createOrder(client.token, { selected_services: selected() });
    expect(made).toMatchObject({ payment_status: 'non_du', paid: false, total_price: PRICE });
    expect(made.paid_in_credits).toBeUndefined();
    expect(await ledger(client.token)).toEqual([]);
  });
});

describe('the refund of a cancelled order', () => {
  it('annule gives the credits back once, in the status change; the order then owes nothing', async () => {
    const client = await prepaidClient(25);
    const made = (await order(client.token)).body;
    expect((await billing(client.token)).balance).toBe(12.5);
    const cancelled = await setStatus(made.id, 'annule');
    expect(cancelled).toMatchObject({ status: 'annule', payment_status: 'non_du', paid_in_credits: PRICE, credits_refunded: true, amount_due: 0 });
    expect((await billing(client.token)).balance).toBe(25);
    await setStatus(made.id, 'en_cours');
    await setStatus(made.id, 'annule');
    expect((await billing(client.token)).balance).toBe(25);
    const refunds = (await ledger(client.token)).filter((e) => e.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ amount: PRICE, balance_after: 25, order_id: made.id })]);
  });

  it('a deleted order gives its credits back; SAV and completion do not', async () => {
    const client = await prepaidClient(25);
    const first = (await order(client.token)).body;
    const second = (await order(client.token)).body;
    expect((await billing(client.token)).balance).toBe(0);
    await setStatus(second.id, 'termine');
    await setStatus(second.id, 'sav');
    expect((await billing(client.token)).balance).toBe(0);
    expect((await call('DELETE', `/api/admin/orders/${first.id}`, { token: admin })).status).toBe(200);
    expect((await billing(client.token)).balance).toBe(12.5);
    expect((await ledger(client.token)).filter((e) => e.kind === 'refund')).toEqual([expect.objectContaining({ order_id: first.id, amount: PRICE })]);
  });
});

describe('an order paid with credits', () => {
  it('is « Payé (crédits) » for good: never invoiced, its payment and price locked, owed nothing', async () => {
    const client = await prepaidClient(PRICE);
    const made = (await order(client.token)).body;
    const done = await setStatus(made.id, 'termine');
    expect(done).toMatchObject({ payment_status: 'paye', amount_due: 0 });
    expect(done.invoice_id).toBeUndefined();
    const invoice = await call('POST', `/api/admin/orders/${made.id}/invoice`, { token: admin });
    expect(invoice.status).toBe(409);
    expect(invoice.body.detail).toBe("Commande payée en crédits\u202f: elle n'est pas facturée, le pack acheté l'a été.");
    const payment = await call('PUT', `/api/admin/orders/${made.id}/payment`, { token: admin, body: { payment_status: 'du' } });
    expect(payment.status).toBe(409);
    const price = await call('PATCH', `/api/admin/orders/${made.id}/price`, { token: admin, body: { total_price: 1 } });
    expect(price.status).toBe(409);
    expect((await call('GET', '/api/client/balance', { token: client.token })).body.balance_due).toBe(0);
    expect((await call('GET', '/api/invoices', { token: client.token })).body).toEqual([]);
  });
});

describe('the business default, the threshold and the totals', () => {
  it('a client with no mode of its own has the business default; one set by an administrator keeps its own', async () => {
    const own = await newClient();
    expect((await call('PUT', `/api/admin/clients/${own.id}/credits`, { token: admin, body: { mode: 'postpaid' } })).status).toBe(200);
    const fresh = await newClient();
    expect((await call('GET', '/api/admin/settings', { token: admin })).body.default_billing_mode).toBe('postpaid');
    try {
      const saved = await setDefaultMode('prepaid');
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.default_billing_mode).toBe('prepaid');
      expect((await billing(fresh.token)).mode).toBe('prepaid');
      expect((await order(fresh.token)).body).toEqual({ detail: SHORT('12,50') });
      expect((await billing(own.token)).mode).toBe('postpaid');
      expect((await order(own.token)).status).toBe(201);
      const audit = await call('GET', '/api/admin/audit?action=settings', { token: admin });
      expect(audit.body[0]).toMatchObject({ action: 'settings.update', before: { default_billing_mode: 'postpaid' }, after: { default_billing_mode: 'prepaid' } });
    } finally {
      await setDefaultMode('postpaid');
    }
    expect((await billing(fresh.token)).mode).toBe('postpaid');
    const bad = await setDefaultMode('gratuit');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Mode de facturation inconnu');
  });

  it('a debit crossing the threshold the client set notifies it once per crossing', async () => {
    const client = await prepaidClient(50);
    const set = await call('PUT', '/api/credits', { token: client.token, body: { low_balance_threshold: 30 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ low_balance_threshold: 30, balance: 50 });
    const lowNotices = async () =>
      ((await call('GET', '/api/notifications', { token: client.token })).body as { type: string; title: string; message: string }[]).filter((n) => n.type === 'low_credits');
    await order(client.token); // 37,50: above
    expect(await lowNotices()).toEqual([]);
    await order(client.token); // 25,00: crossed
    await order(client.token); // 12,50: still below
    expect(await lowNotices()).toEqual([
      expect.objectContaining({ title: 'Solde de crédits bas', message: "Votre solde de crédits est de 25,00\u00a0€, sous votre seuil d'alerte de 30,00\u00a0€." }),
    ]);
    await credit(client.id, 50); // 62,50: above again
    await order(client.token); // 50,00
    await order(client.token); // 37,50
    await order(client.token); // 25,00: crossed a second time
    expect(await lowNotices()).toHaveLength(2);
  });

  it('the dashboard totals move with each movement: credits used, outstanding', async () => {
    const before = await totals();
    const client = await prepaidClient(40);
    await order(client.token);
    await order(client.token);
    const cancelled = (await order(client.token)).body;
    await setStatus(cancelled.id, 'annule');
    const after = await totals();
    expect(round2(after.used_this_month - before.used_this_month)).toBe(25);
    expect(round2(after.outstanding - before.outstanding)).toBe(15);
    expect(after.sold_this_month).toBe(before.sold_this_month);
    expect((await call('GET', '/api/admin/stats', { token: client.token })).status).toBe(403);
  });
});
