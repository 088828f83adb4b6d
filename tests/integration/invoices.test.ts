import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_FILES_BUCKET } from '@app/infra/local/stack';
import { parisDay } from '@app/functions/invoice-data/build-document';
import { asAdmin, call, newClient } from './api';
import { createOrder, s3, seedOrders, FIXTURE_OVERRIDE } from './orders-fixtures';
import { clearedSeller, seller } from './seller-fixture';

/**
 * Invoices (issue 21) over HTTP: refusal while the seller's identity is incomplete, issuing on
 * termine and by 'Émettre la facture', 30 concurrent issues, credit notes, a client's own
 * documents only, the PDF and the accountant's CSV. The seller's identity is cleared again at the
 * end, so that the files after this one complete orders without invoices as before.
 */

let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;
const today = parisDay(new Date());
const year = today.slice(0, 4);

const sequence = (number: string) => Number(number.split('-')[2]);

async function pricedOrder(token: string, price: number) {
  const { order } = await createOrder(token);
  const priced = await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: price } });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  return order;
}

const issue = (orderId: string) => call('POST', `/api/admin/orders/${orderId}/invoice`, { token: admin });
// « Terminé » without a delivery: the audited override (decision 033).
const setStatus = (orderId: string, status: string) =>
  call('PUT', `/api/admin/orders/${orderId}/status`, { token: admin, body: status === 'termine' ? { status, ...FIXTURE_OVERRIDE } : { status } });

/** A priced order set to termine: its invoice is issued with it (the seller's identity complete). */
async function invoicedOrder(token: string, price: number) {
  const order = await pricedOrder(token, price);
  const done = await setStatus(order.id, 'termine');
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.invoice_number).toMatch(/^FA-/);
  return { order, invoice: { id: done.body.invoice_id as string, number: done.body.invoice_number as string } };
}

/** The text of the object a presigned link points to. */
async function followLink(location: string) {
  const res = await fetch(location);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** Every mandatory field of the seller cleared (a file before this one may have set some). */
const cleared = clearedSeller;

beforeAll(async () => {
  admin = await asAdmin();
  client = await newClient();
  expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: cleared })).status).toBe(200);
});

afterAll(async () => {
  await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: cleared });
});

describe('the seller identity', () => {
  it('refuses to issue while mandatory fields are missing, listing them in French; termine still succeeds', async () => {
    const answer = await call('GET', '/api/admin/invoicing/seller', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.missing).toEqual(expect.arrayContaining(['Raison sociale', 'SIREN', 'IBAN', 'Taux des pénalités de retard']));
    expect(answer.body).toMatchObject({ name: '', default_vat_rate: 20, vat_on_debits: false });

    const order = await pricedOrder(client.token, 100);
    const done = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('termine');
    expect(done.body.invoice_number).toBeUndefined();

    const refused = await issue(order.id);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('Raison sociale, Forme juridique, Capital social, SIREN, SIRET');
    // The status answer said so at once, in the same words (issue 37).
    expect(done.body.invoice_problem).toBe(refused.body.detail);
  });

  it('checks SIREN (Luhn), SIRET, VAT key, IBAN, BIC and the VAT rate', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ siren: '732829321' }, 'Le SIREN doit comporter 9 chiffres et une clé valide'],
      [{ siret: '73282932000075' }, 'Le SIRET doit comporter 14 chiffres, commencer par le SIREN et avoir une clé valide'],
      [{ vat_number: 'FR45732829320' }, 'Le numéro de TVA intracommunautaire est invalide (FR, clé, SIREN)'],
      [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, "L'IBAN est invalide"],
      [{ bic: 'BNP1FRPP' }, 'Le BIC est invalide'],
      [{ default_vat_rate: 19.6 }, 'Le taux de TVA doit être 20, 10, 5,5, 2,1 ou 0 %'],
      [{ late_penalty_rate: 80 }, 'Le taux des pénalités de retard doit être compris entre 0 et 50 %'],
      [{ siren: '552100554', siret: '73282932000074' }, 'Le SIRET doit comporter 14 chiffres, commencer par le SIREN et avoir une clé valide'],
    ];
    for (const [body, detail] of refusals) {
      const res = await call('PUT', '/api/admin/invoicing/seller', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    expect((await call('PUT', '/api/admin/invoicing/seller', { token: client.token, body: {} })).status).toBe(403);
  });

  it('saves the identity: identifiers compacted, nothing missing; the orders finished meanwhile are invoiced then (issue 37)', async () => {
    // A client with a billing address whose order is finished while the identity is incomplete.
    const billed = await newClient();
    const { password: _password, ...fields } = billed.input;
    const address = { line1: '8 avenue des Ateliers', postcode: '69007', city: 'Lyon' };
    const edited = await call('PUT', `/api/admin/users/${billed.id}`, { token: admin, body: { ...fields, solde: '0', billing_address: address } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const waiting = await pricedOrder(billed.token, 250);
    const done = await setStatus(waiting.id, 'termine');
    expect(done.body.invoice_number).toBeUndefined();
    expect(done.body.invoice_problem).toContain('renseignez dans les paramètres de facturation');
    const halfway = await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: { name: seller.name } });
    expect(halfway.body.missing.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/orders/${waiting.id}`, { token: admin })).body.invoice_number).toBeUndefined();

    const saved = await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: seller });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ siren: '732829320', iban: 'FR7630006000011234567890189', missing: [] });
    expect((await call('GET', '/api/admin/invoicing/seller', { token: admin })).body.missing).toEqual([]);

    const invoiced = await call('GET', `/api/orders/${waiting.id}`, { token: billed.token });
    expect(invoiced.body.invoice_number).toMatch(new RegExp(`^FA-${year}-\\d{6}$`));
    expect(invoiced.body.total_ttc).toBe(300);
    const mine = await call('GET', '/api/invoices', { token: billed.token });
    expect(mine.body.map((invoice: { number: string }) => invoice.number)).toEqual([invoiced.body.invoice_number]);
    // Once: saving again issues nothing more.
    expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: seller })).status).toBe(200);
    expect((await call('GET', '/api/invoices', { token: billed.token })).body).toHaveLength(1);
  });
});

describe("the buyer's fiscal data", () => {
  it('is edited by an administrator (SIREN checked) and shown on the profile', async () => {
    const { password: _password, ...fields } = client.input;
    const base = { ...fields, solde: '0' };
    const bad = await call('PUT', `/api/admin/users/${client.id}`, { token: admin, body: { ...base, siren: '552100555' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Le SIREN doit comporter 9 chiffres et une clé valide');
    const billing_address = { line1: '3 rue du Garage', postcode: '33000', city: 'Bordeaux' };
    const saved = await call('PUT', `/api/admin/users/${client.id}`, {
      token: admin,
      body: { ...base, siren: '552 100 554', vat_number: 'FR96552100554', billing_address },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const me = await call('GET', '/api/auth/me', { token: client.token });
    expect(me.body).toMatchObject({ siren: '552100554', vat_number: 'FR96552100554', billing_address: { ...billing_address, line2: '', country_code: 'FR' } });
  });
});

describe('issuing', () => {
  it('issues the invoice when an order is set to termine, once, with VAT per rate; the client lists it', async () => {
    const order = await pricedOrder(client.token, 100);
    const done = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } });
    expect(done.status).toBe(200);
    expect(done.body.invoice_number).toMatch(new RegExp(`^FA-${year}-\\d{6}$`));
    expect(done.body.invoice_id).toBe(done.body.invoice_number);
    expect(done.body.invoice_problem).toBeUndefined();

    const again = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } });
    expect(again.body.invoice_number).toBe(done.body.invoice_number);
    const twice = await issue(order.id);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Cette commande a déjà une facture');

    const mine = await call('GET', '/api/invoices', { token: client.token });
    expect(mine.status).toBe(200);
    expect(mine.body[0]).toMatchObject({
      kind: 'invoice',
      number: done.body.invoice_number,
      issue_date: today,
      order_id: order.id,
      client_id: client.id,
      client_name: 'Garage Dupont',
      total_ht: 100,
      total_vat: 20,
      total_ttc: 120,
      amount_due: 120,
    });
  });

  it("issues only a finished order's invoice with a price: annule and en_attente refused, termine issued (issue 36)", async () => {
    const notFinished = "Impossible d'émettre la facture\u202f: la commande n'est pas terminée.";
    const waiting = await pricedOrder(client.token, 100);
    const refusedWaiting = await issue(waiting.id);
    expect(refusedWaiting.status).toBe(409);
    expect(refusedWaiting.body).toEqual({ detail: notFinished });

    const cancelled = await pricedOrder(client.token, 100);
    expect((await setStatus(cancelled.id, 'annule')).status).toBe(200);
    const refusedCancelled = await issue(cancelled.id);
    expect(refusedCancelled.status).toBe(409);
    expect(refusedCancelled.body).toEqual({ detail: notFinished });

    // Finished without a price: no invoice with the status, and none on demand.
    const { order: free } = await createOrder(client.token);
    const done = await setStatus(free.id, 'termine');
    expect(done.status).toBe(200);
    expect(done.body.invoice_number).toBeUndefined();
    const refusedFree = await issue(free.id);
    expect(refusedFree.status).toBe(409);
    expect(refusedFree.body).toEqual({ detail: "Impossible d'émettre la facture\u202f: la commande n'a pas de prix." });

    // Priced once finished: 'Émettre la facture' issues it.
    expect((await call('PATCH', `/api/admin/orders/${free.id}/price`, { token: admin, body: { total_price: 90 } })).status).toBe(200);
    const issued = await issue(free.id);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body).toMatchObject({ kind: 'invoice', order_id: free.id, total_ht: 90, total_ttc: 108 });
    for (const id of [waiting.id, cancelled.id]) {
      expect((await call('GET', `/api/orders/${id}`, { token: admin })).body.invoice_number).toBeUndefined();
    }
  });

  it('gives 30 concurrent issues 30 consecutive numbers (half over HTTP, half from another process)', async () => {
    // The gateway's process queues its own issues of a series; the test's process issues at the
    // same time through the same code, so the two race on the series counter in DynamoDB.
    const { issueOrderInvoice } = await import('@app/functions/invoices/issue-invoice');
    const { made } = await seedOrders(client.token, 30, (i) => `INV-${i}`, { status: 'termine', total_price: 100 });
    const byTest = { actor: { id: 'test', name: 'Test' }, address: '127.0.0.1' };
    const [overHttp, direct] = [made.slice(0, 15), made.slice(15)];
    const [answers, issued] = await Promise.all([Promise.all(overHttp.map((id) => issue(id))), Promise.all(direct.map((id) => issueOrderInvoice(id, byTest)))]);
    expect(answers.map((a) => a.status)).toEqual(overHttp.map(() => 201));
    const numbers = [...answers.map((a) => a.body.number as string), ...issued.map((i) => i.number)].map(sequence).sort((a, b) => a - b);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => first + i));
    const orders = await Promise.all(made.map((id) => call('GET', `/api/orders/${id}`, { token: admin })));
    expect(new Set(orders.map((o) => o.body.invoice_number)).size).toBe(30);
  }, 90_000);

  it('cancels an invoice by a credit note in its own series, once', async () => {
    const { invoice: issued } = await invoicedOrder(client.token, 50);
    const invoice = { body: issued };
    const note = await call('POST', `/api/admin/invoices/${invoice.body.id}/credit-note`, { token: admin, body: { reason: 'Erreur de prix' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body).toMatchObject({ kind: 'credit_note', credits: invoice.body.number, reason: 'Erreur de prix', total_ht: -50, total_vat: -10, total_ttc: -60, amount_due: 0 });
    expect(note.body.number).toMatch(new RegExp(`^AV-${year}-\\d{6}$`));

    const again = await call('POST', `/api/admin/invoices/${invoice.body.id}/credit-note`, { token: admin, body: { reason: 'Encore' } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Cette facture a déjà été annulée par un avoir');
    const ofNote = await call('POST', `/api/admin/invoices/${note.body.id}/credit-note`, { token: admin, body: { reason: 'Non' } });
    expect(ofNote.status).toBe(409);
    const noReason = await call('POST', `/api/admin/invoices/${invoice.body.id}/credit-note`, { token: admin, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);

    const found = await call('GET', `/api/admin/invoices?q=${invoice.body.number}`, { token: admin });
    expect(found.body).toEqual([expect.objectContaining({ number: invoice.body.number, credited_by: note.body.number })]);
    const notes = await call('GET', `/api/admin/invoices?kind=credit_note&from=${today}&to=${today}`, { token: admin });
    expect(notes.body.map((d: { number: string }) => d.number)).toContain(note.body.number);
    expect(notes.body.every((d: { kind: string }) => d.kind === 'credit_note')).toBe(true);
    const byName = await call('GET', '/api/admin/invoices?q=garage%20dup&kind=invoice', { token: admin });
    expect(byName.body.map((d: { number: string }) => d.number)).toContain(invoice.body.number);
  });
});

describe("a client's own documents", () => {
  it("answers 404 for another client's invoice and never lists it", async () => {
    const other = await newClient({ overrides: { company_name: 'Garage Autre' } });
    const { invoice: issued } = await invoicedOrder(other.token, 80);
    const invoice = { body: issued };
    const foreign = await call('GET', `/api/invoices/${invoice.body.id}/pdf`, { token: client.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Facture introuvable');
    const mine = await call('GET', '/api/invoices?limit=100', { token: client.token });
    expect(mine.body.map((d: { id: string }) => d.id)).not.toContain(invoice.body.id);
    expect(mine.body.every((d: { client_id: string }) => d.client_id === client.id)).toBe(true);
    expect((await call('GET', '/api/admin/invoices', { token: client.token })).status).toBe(403);
  });
});

describe('files and totals', () => {
  it('serves the PDF by a presigned link, rendered once under invoices/', async () => {
    const { invoice } = await invoicedOrder(client.token, 120);
    const link = await call('GET', `/api/invoices/${invoice.id}/pdf`, { token: client.token });
    expect(link.status, JSON.stringify(link.body)).toBe(302);
    const pdf = await followLink(link.headers.get('location')!);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const stored = await s3().send(new GetObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key: `invoices/${year}/${invoice.number}.pdf` }));
    expect(stored.ContentType).toBe('application/pdf');
    const json = await call('GET', `/api/admin/invoices/${invoice.id}/pdf?format=json`, { token: admin });
    expect(json.body).toMatchObject({ filename: `${invoice.number}.pdf` });
    expect(Buffer.from(await followLink(json.body.url)).equals(Buffer.from(pdf))).toBe(true);
  });

  it("sums the period from the day counters and exports one CSV line per document and VAT rate", async () => {
    const period = `from=${today}&to=${today}`;
    const totals = await call('GET', `/api/admin/invoices/totals?${period}`, { token: admin });
    expect(totals.status).toBe(200);
    const listed = (await call('GET', `/api/admin/invoices?${period}&limit=100`, { token: admin })).body as { total_ht: number; total_ttc: number }[];
    expect(totals.body.count).toBe(listed.length);
    expect(totals.body.total_ht).toBeCloseTo(listed.reduce((sum, d) => sum + d.total_ht, 0), 2);
    expect(totals.body.total_ttc).toBeCloseTo(listed.reduce((sum, d) => sum + d.total_ttc, 0), 2);

    const tooLong = await call('GET', '/api/admin/invoices/totals?from=2025-01-01&to=2026-06-01', { token: admin });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('La période est limitée à 366 jours');

    const exported = await call('GET', `/api/admin/invoices/export?${period}`, { token: admin });
    expect(exported.status).toBe(302);
    const csv = Buffer.from(await followLink(exported.headers.get('location')!)).toString('utf8');
    expect(csv.startsWith('\uFEFFType;Numéro;Date;')).toBe(true);
    // The documents, then (after a blank line) the credit sales and the credits used (issue 40, credits-invoices.test.ts).
    const lines = csv.trimEnd().split('\r\n');
    expect(lines.indexOf('')).toBe(listed.length + 1);
    expect(lines.some((l) => /^Facture;FA-\d{4}-\d{6};\d{4}-\d{2}-\d{2};;[0-9A-F]{8};Garage Dupont;552100554;FR96552100554;20;120,00;24,00;144,00$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Avoir;AV-.*;FA-.*;20;-50,00;-10,00;-60,00$/.test(l))).toBe(true);
  });
});
