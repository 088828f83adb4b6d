import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditMessages } from '@app/shared/credits/schemas';
import { parisDay } from '@app/functions/invoice-data/build-document';
import { asAdmin, call } from './api';
import { balanceOf, eventsOf, newPack, prepaidClient, press, replayAll } from './credits-fixtures';
import { useFunctionsEnv } from './functions-env';
import { drainAll, mailsTo } from './mailbox';
import { seller, withCompleteSeller } from './seller-fixture';

/**
 * A credit pack's invoice (issue 40, decision 041): issued by the verified webhook in the grant's
 * own transaction (a replay issues nothing), shown in « Mes crédits », « Mes factures » and the
 * administrators' list, a Factur-X PDF passing the same checks as an order's; the purchase's
 * e-mail; a seller whose identity became incomplete never fails the webhook; the accountant's
 * export with the credit sales and the credits used.
 */
let admin: string;

beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});
withCompleteSeller();

const sessionOf = (url: string) => url.split('/').pop() ?? '';

/** A prepaid client's checkout for a new pack, paid on the emulator's page by `action`. */
async function buy(price: number, bonus: number, actions: string[], method: 'card' | 'sepa_debit' = 'card') {
  const client = await prepaidClient();
  const pack = await newPack(price, bonus, `Pack facturé ${randomUUID().slice(0, 8)}`);
  const checkout = await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id, method } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const url = checkout.body.url as string;
  for (const action of actions) expect((await press(url, action)).status).toBe(303);
  return { client, pack, url };
}

const ledgerOf = async (token: string) => (await call('GET', '/api/credits/ledger', { token })).body as { kind: string; invoice_id: string | null; amount: number }[];
const invoicesOf = async (token: string) => (await call('GET', '/api/invoices', { token })).body as Record<string, unknown>[];
const lastInvoiceNumber = async () => (await import('@app/functions/invoice-data/invoice-repository')).lastNumber('FA', parisDay(new Date()).slice(0, 4));

/** The stored document's CII, checked as the order invoices' are (the Factur-X XSD, the EN 16931 rules). */
async function facturXFindings(number: string) {
  const [{ getInvoice }, { ciiXml }, { brokenRules, xsdErrors }] = await Promise.all([
    import('@app/functions/invoice-data/invoice-repository'),
    import('@app/functions/invoicing/cii-xml'),
    import('@app/functions/invoicing/en16931-check'),
  ]);
  const invoice = await getInvoice(number);
  const xml = ciiXml(invoice!.document);
  return { invoice: invoice!, rules: brokenRules(xml), xsd: (await xsdErrors({ [number]: xml }))[number] };
}

describe("a pack's invoice", () => {
  let bought: Awaited<ReturnType<typeof buy>>;
  let number: string;

  it('is issued with the credits by the paid webhook: the ledger links it, « Mes factures » and the administrators list it', async () => {
    bought = await buy(100, 10, ['pay']);
    expect(await balanceOf(bought.client.token)).toBe(110);
    const [entry, ...more] = await ledgerOf(bought.client.token);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ kind: 'purchase', amount: 110, invoice_id: expect.stringMatching(/^FA-\d{4}-\d{6}$/) });
    number = entry!.invoice_id!;
    const [mine, ...others] = await invoicesOf(bought.client.token);
    expect(others).toEqual([]);
    // TTC is what Stripe collected: the pack's 100 € HT and the seller's 20 % VAT; nothing is due.
    expect(mine).toMatchObject({ id: number, kind: 'invoice', order_id: null, pack_name: expect.stringMatching(/^Pack facturé /), total_ht: 100, total_vat: 20, total_ttc: 120, amount_due: 0 });
    expect(mine!.order_reference).toMatch(/^CREDITS-[A-Z0-9_-]{8}$/);
    const listed = await call('GET', `/api/admin/invoices?q=${number}`, { token: admin });
    expect(listed.body).toEqual([expect.objectContaining({ id: number, client_id: bought.client.id, order_id: null })]);
  });

  it('downloads as a Factur-X PDF whose XML passes the XSD and the EN 16931 rules, paid by card on the payment day', async () => {
    const link = await call('GET', `/api/invoices/${number}/pdf?format=json`, { token: bought.client.token });
    expect(link.status).toBe(200);
    const pdf = Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('factur-x.xml'))).toBe(true);
    const { invoice, rules, xsd } = await facturXFindings(number);
    expect(rules).toEqual([]);
    expect(xsd).toEqual([]);
    const today = parisDay(new Date()).split('-').reverse().join('/');
    expect(invoice.document.payment_terms).toBe(`Payé par carte le ${today}.`);
    expect(invoice.document.lines).toEqual([expect.objectContaining({ unit_price_ht_cents: 10000, vat_rate: 20, quantity: 1 })]);
    expect(invoice.document.lines[0]!.name).toContain(invoice.pack_name);
  });

  it('is issued once: every event replayed issues no other invoice, takes no number and grants nothing more', async () => {
    const before = await lastInvoiceNumber();
    await replayAll(sessionOf(bought.url));
    expect(await lastInvoiceNumber()).toBe(before);
    expect(await invoicesOf(bought.client.token)).toHaveLength(1);
    expect(await ledgerOf(bought.client.token)).toHaveLength(1);
    expect(await balanceOf(bought.client.token)).toBe(110);
  });

  it('sends « Achat de crédits confirmé » once, with the credits, the amount paid and the invoice number', async () => {
    await drainAll();
    const [mail, ...more] = await mailsTo(bought.client.email, 'Achat de crédits confirmé');
    expect(more).toEqual([]);
    expect(mail?.body.text).toContain('110,00\u00a0crédits ajoutés à votre solde, 120,00\u00a0€ TTC payés.');
    expect(mail?.body.text).toContain(`Facture n°\u00a0${number}`);
    expect(mail?.body.text).toContain('/credits');
  });

  it('says « Payé par prélèvement SEPA » for a SEPA debit, issued when the bank confirms it, not before', async () => {
    const sepa = await buy(50, 0, ['sepa'], 'sepa_debit');
    expect(await invoicesOf(sepa.client.token)).toEqual([]);
    expect((await press(sepa.url, 'sepa-succeeded')).status).toBe(303);
    const [entry] = await ledgerOf(sepa.client.token);
    const { invoice, rules } = await facturXFindings(entry!.invoice_id!);
    expect(invoice.document.payment_terms).toMatch(/^Payé par prélèvement SEPA le \d{2}\/\d{2}\/\d{4}\.$/);
    expect(invoice.document.total_ttc_cents).toBe(6000);
    expect(rules).toEqual([]);
  });

  it('is not cancelled by a credit note from the portal (its credits may be spent)', async () => {
    const refused = await call('POST', `/api/admin/invoices/${number}/credit-note`, { token: admin, body: { reason: 'Remboursement' } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Une facture d'achat de crédits ne peut pas être annulée par un avoir depuis le portail.");
  });
});

describe('a purchase that cannot be invoiced', () => {
  it('a seller identity made incomplete after the checkout opened: the webhook still succeeds and grants, without an invoice, and says why', async () => {
    const client = await prepaidClient();
    const pack = await newPack(40, 0, `Pack sans facture ${randomUUID().slice(0, 8)}`);
    const url = (await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id } })).body.url as string;
    const before = await lastInvoiceNumber();
    expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: { iban: '' } })).status).toBe(200);
    try {
      expect((await press(url, 'pay')).status).toBe(303);
      // Every delivery was answered 2xx at its first attempt: Stripe has nothing to retry.
      const events = await eventsOf(sessionOf(url));
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => e.attempts.join() === '200')).toBe(true);
    } finally {
      expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: seller })).status).toBe(200);
    }
    expect(await balanceOf(client.token)).toBe(40);
    expect(await ledgerOf(client.token)).toEqual([expect.objectContaining({ kind: 'purchase', amount: 40, invoice_id: null })]);
    expect(await invoicesOf(client.token)).toEqual([]);
    expect(await lastInvoiceNumber()).toBe(before);
    const { getCheckout } = await import('@app/functions/credit-data/checkout-repository');
    expect((await getCheckout(sessionOf(url)))?.invoice_problem).toContain('IBAN');
  });

  it('a client whose billing address cannot be printed cannot open a checkout', async () => {
    const client = await prepaidClient(0, { address: 'Quelque part' });
    const pack = await newPack(30);
    const refused = await call('POST', '/api/credits/checkout', { token: client.token, body: { pack_id: pack.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(creditMessages.billingAddressMissing);
  });
});

describe("the accountant's export", () => {
  it('shows the credit sales (the packs invoiced) and the credits used by orders, with the client', async () => {
    const { client } = await buy(200, 0, ['pay']);
    const [purchase] = await ledgerOf(client.token);
    // An order paid with credits, as the orders' debit writes it (kind 'order', the order's id).
    const { applyMovement } = await import('@app/functions/credit-data/credit-ledger-repository');
    const orderId = randomUUID();
    await applyMovement(client.id, { kind: 'order', amount_cents: -3050, order_id: orderId });
    const today = parisDay(new Date());
    const link = await call('GET', `/api/admin/invoices/export?from=${today}&to=${today}&format=json`, { token: admin });
    expect(link.status).toBe(200);
    const lines = (await (await fetch(link.body.url)).text()).split('\r\n');
    expect(lines.find((l) => l.startsWith(`Facture;${purchase!.invoice_id};`))).toMatch(/;CREDITS-[A-Z0-9_-]{8};Garage Dupont;;;20;200,00;40,00;240,00$/);
    const sales = lines.indexOf('Ventes de crédits (bons à usage unique, TVA collectée à la vente);Factures;Base HT;TVA;Total TTC');
    expect(sales).toBeGreaterThan(0);
    expect(lines[sales + 1]).toMatch(/^Total;\d+;/);
    const used = lines.indexOf('Crédits utilisés (non refacturés);Client;Commande;Mouvement;Crédits (€ HT)');
    expect(used).toBeGreaterThan(sales);
    expect(lines.slice(used)).toContain(`${today};Garage Dupont;${orderId.slice(0, 8).toUpperCase()};Commande payée en crédits;30,50`);
  });
});
