import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { balanceOf, eventsOf, newPack, prepaidClient, press, replayAll, stripeUrl } from './credits-fixtures';
import { withCompleteSeller } from './seller-fixture';

/**
 * Prepaid credits (issue 40) over HTTP, against the local Stripe emulator the stack runs: packs,
 * billing mode, a checkout paid by card or SEPA, the webhook's signature and replays, the ledger
 * and administrators' adjustments.
 */
let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});
withCompleteSeller();

describe('billing mode and packs', () => {
  it('a client is post-paid until an administrator says otherwise, and a post-paid client cannot buy credits', async () => {
    const client = await newClient();
    expect((await call('GET', '/api/credits', { token: client.token })).body).toEqual({ mode: 'postpaid', balance: 0, overdraft: 0, low_balance_threshold: 0 });
    const pack = await newPack(100);
    const refused = await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Votre compte n'est pas en mode crédits prépayés.");
  });

  it('packs are priced excluding VAT with their bonus; a pack off sale is not sold', async () => {
    const pack = await newPack(250, 25);
    expect(pack).toMatchObject({ price: 250, bonus: 25, credits: 275, active: true });
    const client = await prepaidClient();
    const onSale = await call('GET', '/api/credits/packs', { token: client.token });
    expect(onSale.body.map((p: { id: string }) => p.id)).toContain(pack.id);
    const off = await call('PUT', `/api/admin/credit-packs/${pack.id}`, { token: admin, body: { name: 'Pack retiré', price: 250, bonus: 25, active: false } });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/credits/packs', { token: client.token })).body.map((p: { id: string }) => p.id)).not.toContain(pack.id);
    expect((await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id } })).status).toBe(404);
  });

  it('refuses bad input in French and a client on the admin routes', async () => {
    const zero = await call('POST', '/api/admin/credit-packs', { token: admin, body: { name: 'Rien', price: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.detail).toBe('Le prix du pack doit être supérieur à 0\u00a0€');
    const noName = await call('POST', '/api/admin/credit-packs', { token: admin, body: { name: '  ', price: 10 } });
    expect(noName.status).toBe(400);
    const client = await newClient();
    expect((await call('GET', '/api/admin/credit-packs', { token: client.token })).status).toBe(403);
    const mode = await call('PUT', `/api/admin/clients/${client.id}/credits`, { token: admin, body: { mode: 'gratuit' } });
    expect(mode.status).toBe(400);
    expect(mode.body.detail).toBe('Mode de facturation inconnu');
  });
});

describe('paying for a pack', () => {
  it('a card payment grants the credits once, from the webhook only, with the VAT collected', async () => {
    const client = await prepaidClient();
    const pack = await newPack(100, 10);
    const checkout = await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const url = checkout.body.url as string;
    expect(url.startsWith(`${stripeUrl()}/checkout/cs_test_`)).toBe(true);
    // The payment page shows the pack's price with the seller's VAT (20 %).
    expect(await (await fetch(url)).text()).toContain('120,00');
    expect(await balanceOf(client.token)).toBe(0);

    const paid = await press(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/credits\?paiement=ok$/);
    expect(await balanceOf(client.token)).toBe(110);
    const ledger = await call('GET', '/api/credits/ledger', { token: client.token });
    expect(ledger.body).toEqual([expect.objectContaining({ kind: 'purchase', amount: 110, balance_after: 110, pack_name: 'Pack 100' })]);

    // Every event Stripe sent, replayed: nothing more is granted.
    const sessionId = url.split('/').pop() ?? '';
    expect((await eventsOf(sessionId)).length).toBeGreaterThan(0);
    await replayAll(sessionId);
    expect(await balanceOf(client.token)).toBe(110);
    expect((await call('GET', '/api/credits/ledger', { token: client.token })).body).toHaveLength(1);
  });

  it('a SEPA debit grants nothing while pending, and nothing when it fails', async () => {
    const client = await prepaidClient();
    const pack = await newPack(50);
    const checkout = await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id, method: 'sepa_debit' } });
    const url = checkout.body.url as string;
    expect((await press(url, 'sepa')).status).toBe(303);
    expect(await balanceOf(client.token)).toBe(0);
    expect((await press(url, 'sepa-failed')).status).toBe(303);
    expect(await balanceOf(client.token)).toBe(0);
    expect((await call('GET', '/api/credits/ledger', { token: client.token })).body).toEqual([]);
  });

  it('a SEPA debit that succeeds days later grants the credits then', async () => {
    const client = await prepaidClient();
    const pack = await newPack(75);
    const url = (await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id, method: 'sepa_debit' } })).body.url as string;
    await press(url, 'sepa');
    expect(await balanceOf(client.token)).toBe(0);
    await press(url, 'sepa-succeeded');
    expect(await balanceOf(client.token)).toBe(75);
  });

  it('refuses a forged or unsigned event with a 400 and changes nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_test_x', payment_status: 'paid' } } });
    const unsigned = await call('POST', '/api/payments/stripe/webhook', { body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.detail).toBe('Signature du webhook invalide');
    const t = Math.floor(Date.now() / 1000);
    const forged = await call('POST', '/api/payments/stripe/webhook', {
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${'0'.repeat(64)}` },
    });
    expect(forged.status).toBe(400);
  });
});

describe('the ledger', () => {
  it("an administrator's adjustment needs a reason, is audited and never takes the balance below the overdraft", async () => {
    const client = await prepaidClient(20);
    const noReason = await call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'credit', amount: 10, reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe('Le motif est requis');
    const credit = await call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'credit', amount: '15,50', reason: 'Geste commercial' } });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ kind: 'adjustment', amount: 15.5, balance_after: 15.5, reason: 'Geste commercial' });
    const tooMuch = await call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'debit', amount: 36, reason: 'Erreur' } });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.detail).toBe('Le solde ne peut pas descendre sous le découvert autorisé.');
    const debit = await call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'debit', amount: 35.5, reason: 'Reprise' } });
    expect(debit.status).toBe(201);
    expect(debit.body.balance_after).toBe(-20);
    const audit = await call('GET', `/api/admin/clients/${client.id}/audit`, { token: admin });
    expect(audit.status).toBe(200);
    const actions = (audit.body as { action: string }[]).map((e) => e.action);
    expect(actions.filter((a) => a === 'credits.adjust')).toHaveLength(2);
    expect(actions).toContain('credits.billing');
  });

  it('30 concurrent debits against a balance worth 10 of them: exactly 10 pass, and the ledger sums to the balance', async () => {
    const client = await prepaidClient();
    await call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'credit', amount: 100, reason: 'Provision' } });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'debit', amount: 10, reason: 'Course' } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    expect(await balanceOf(client.token)).toBe(0);
    const ledger = await call('GET', `/api/admin/clients/${client.id}/credits/ledger?limit=100`, { token: admin });
    const entries = ledger.body as { amount: number; balance_after: number }[];
    expect(entries).toHaveLength(11);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    // Newest first: each balance is the one after it plus its own amount.
    for (let i = 0; i < entries.length - 1; i++) expect(entries[i]!.balance_after).toBe(entries[i + 1]!.balance_after + entries[i]!.amount);
  });

  it("a client sees only its own credits: another client's ledger is not reachable", async () => {
    const client = await newClient();
    expect((await call('GET', `/api/admin/clients/${client.id}/credits`, { token: client.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/clients/00000000-0000-4000-8000-000000000000/credits', { token: admin })).status).toBe(404);
  });
});
