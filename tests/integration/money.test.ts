import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { createOrder, FIXTURE_OVERRIDE, setPayment } from './orders-fixtures';
import { clearedSeller, seller } from './seller-fixture';

/**
 * One truth for money (issue 37, decision 034): an order walked through its invoice, a payment, a
 * credit note and a new invoice, every figure read from both sides to the cent: the order (the
 * client's and the administrator's), its invoice, the client's balance, the client as the
 * administrators list it (« Solde dû », « Impayées »), the dashboard's unpaid count; and the
 * counters equal a recount. The seller's identity is cleared again at the end.
 */

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
  expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: { ...seller, default_vat_rate: 20 } })).status).toBe(200);
});

afterAll(async () => {
  await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: clearedSeller });
});

type Client = Awaited<ReturnType<typeof newClient>>;

const ok = async (res: Promise<{ status: number; body: any }>, status = 200) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};

/** Every figure of the walk, as each side reads it. */
async function figures(client: Client, orderId: string) {
  const [mine, theirs, balance, users, stats] = await Promise.all([
    ok(call('GET', `/api/orders/${orderId}`, { token: client.token })),
    ok(call('GET', `/api/orders/${orderId}`, { token: admin })),
    ok(call('GET', '/api/client/balance', { token: client.token })),
    ok(call('GET', `/api/admin/users?search=${encodeURIComponent(client.email)}`, { token: admin })),
    ok(call('GET', '/api/admin/stats', { token: admin })),
  ]);
  const pick = (o: any) => ({ total_ht: o.total_ht, total_vat: o.total_vat, total_ttc: o.total_ttc, amount_due: o.amount_due, payment_status: o.payment_status });
  expect(pick(theirs)).toEqual(pick(mine));
  const listed = (users as { email: string; balance_due: number; unpaid_count: number }[]).find((u) => u.email === client.email);
  return {
    order: pick(mine),
    invoice_number: mine.invoice_number as string | undefined,
    credit_note_number: mine.credit_note_number as string | undefined,
    credited_invoice_number: mine.credited_invoice_number as string | undefined,
    balance: balance.balance_due as number,
    listed: { balance_due: listed?.balance_due, unpaid_count: listed?.unpaid_count },
    unpaidThisWeek: stats.unpaid as number,
  };
}

/** The client's documents as it lists them, by number. */
async function clientDocuments(client: Client) {
  const list = (await ok(call('GET', '/api/invoices', { token: client.token }))) as { number: string; total_ht: number; total_vat: number; total_ttc: number; amount_due: number; credited_by?: string }[];
  return new Map(list.map((doc) => [doc.number, doc]));
}

describe('the money walk', () => {
  it('order → invoice → payment → credit note → new invoice: every figure agrees, on both sides, to the cent', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const priced = await ok(call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: '270,50' } }));
    // Priced, not finished: its TTC is known, nothing is owed yet.
    expect(priced).toMatchObject({ total_price: 270.5, vat_rate: 20, total_ht: 270.5, total_vat: 54.1, total_ttc: 324.6, amount_due: 0 });
    const start = await figures(client, order.id);
    expect(start).toMatchObject({ balance: 0, listed: { balance_due: 0, unpaid_count: 0 } });

    // « Terminé »: the invoice is issued with it; the order owes its invoice's TTC.
    const done = await ok(call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } }));
    expect(done.invoice_number).toMatch(/^FA-/);
    const invoiced = await figures(client, order.id);
    expect(invoiced).toMatchObject({
      order: { total_ht: 270.5, total_vat: 54.1, total_ttc: 324.6, amount_due: 324.6, payment_status: 'du' },
      balance: 324.6,
      listed: { balance_due: 324.6, unpaid_count: 1 },
      unpaidThisWeek: start.unpaidThisWeek + 1,
    });
    const invoice = (await clientDocuments(client)).get(done.invoice_number);
    expect(invoice).toMatchObject({ total_ht: 270.5, total_vat: 54.1, total_ttc: 324.6, amount_due: 324.6 });

    // Its price cannot move under its invoice.
    const repriced = await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: 300 } });
    expect(repriced.status).toBe(409);
    expect(repriced.body.detail).toContain(done.invoice_number);

    // Paid: nothing owed.
    await setPayment(order.id, 'paye');
    expect(await figures(client, order.id)).toMatchObject({
      order: { total_ttc: 324.6, amount_due: 0, payment_status: 'paye' },
      balance: 0,
      listed: { balance_due: 0, unpaid_count: 0 },
      unpaidThisWeek: start.unpaidThisWeek,
    });
    // Partly paid: still owed (the badge, the balance and « Impayées » agree).
    await setPayment(order.id, 'partiel');
    expect(await figures(client, order.id)).toMatchObject({ order: { amount_due: 324.6 }, balance: 324.6, listed: { balance_due: 324.6, unpaid_count: 1 } });

    // A credit note cancels the invoice: the order owes nothing and says which credit note.
    const note = await ok(call('POST', `/api/admin/invoices/${done.invoice_id}/credit-note`, { token: admin, body: { reason: 'Erreur de prix' } }), 201);
    expect(note).toMatchObject({ kind: 'credit_note', credits: done.invoice_number, total_ht: -270.5, total_vat: -54.1, total_ttc: -324.6, amount_due: 0 });
    const credited = await figures(client, order.id);
    expect(credited).toMatchObject({
      order: { total_ttc: 324.6, amount_due: 0, payment_status: 'non_du' },
      invoice_number: undefined,
      credit_note_number: note.number,
      credited_invoice_number: done.invoice_number,
      balance: 0,
      listed: { balance_due: 0, unpaid_count: 0 },
      unpaidThisWeek: start.unpaidThisWeek,
    });
    const documents = await clientDocuments(client);
    expect(documents.get(done.invoice_number)).toMatchObject({ credited_by: note.number });
    expect(documents.get(note.number)).toMatchObject({ total_ttc: -324.6, amount_due: 0 });

    // « Terminé » again issues nothing by itself; the corrected price, then « Émettre la facture ».
    const again = await ok(call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine' } }));
    expect(again.invoice_number).toBeUndefined();
    expect(await ok(call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: '250,25' } }))).toMatchObject({
      total_ht: 250.25,
      total_vat: 50.05,
      total_ttc: 300.3,
      amount_due: 0,
    });
    const reissued = await ok(call('POST', `/api/admin/orders/${order.id}/invoice`, { token: admin }), 201);
    expect(reissued).toMatchObject({ kind: 'invoice', total_ht: 250.25, total_vat: 50.05, total_ttc: 300.3, amount_due: 300.3 });
    expect(reissued.number).not.toBe(done.invoice_number);
    expect(await figures(client, order.id)).toMatchObject({
      order: { total_ht: 250.25, total_vat: 50.05, total_ttc: 300.3, amount_due: 300.3, payment_status: 'du' },
      invoice_number: reissued.number,
      balance: 300.3,
      listed: { balance_due: 300.3, unpaid_count: 1 },
      unpaidThisWeek: start.unpaidThisWeek + 1,
    });

    // The client's counters written with each change equal the nightly recount of its orders.
    const { recountedClient } = await import('@app/functions/order-data/counters/client-recount');
    const { readClientCounters } = await import('@app/functions/order-data/counters/counter-repository');
    const stored = await readClientCounters(client.id);
    expect(stored).toMatchObject({ balance_cents: 30030, unpaid_count: 1 });
    expect(await recountedClient(client.id)).toEqual(stored);
  }, 120_000);

  it('settles the order of a paid invoice too, and leaves an order without its invoice alone', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    await ok(call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: 100 } }));
    const done = await ok(call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } }));
    await setPayment(order.id, 'paye');
    await ok(call('POST', `/api/admin/invoices/${done.invoice_id}/credit-note`, { token: admin, body: { reason: 'Annulation' } }), 201);
    expect(await figures(client, order.id)).toMatchObject({ order: { total_ttc: 120, amount_due: 0, payment_status: 'non_du' }, balance: 0, listed: { balance_due: 0, unpaid_count: 0 } });
    // Invoiced again: it owes the new invoice.
    await ok(call('POST', `/api/admin/orders/${order.id}/invoice`, { token: admin }), 201);
    expect(await figures(client, order.id)).toMatchObject({ order: { total_ttc: 120, amount_due: 120, payment_status: 'du' }, balance: 120, listed: { balance_due: 120, unpaid_count: 1 } });
  }, 120_000);
});
