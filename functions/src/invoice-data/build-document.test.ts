import { describe, expect, it } from 'vitest';
import { orderRecordSchema, toOrder, type OrderRecord } from '../order-data/order-record';
import { ciiXml } from '../invoicing/cii-xml';
import { brokenRules, xsdErrors } from '../invoicing/en16931-check';
import { creditNoteDocumentOf, invoiceDocumentOf, packInvoiceDocumentOf, vatBreakdownOf, type PackSale } from './build-document';
import { postalAddressOf } from './buyer';
import { sellerRecordSchema } from './seller-record';

const seller = sellerRecordSchema.parse({
  name: 'Reprog Atelier', legal_form: 'SAS', share_capital: '10 000\u00a0€', siren: '732829320', siret: '73282932000074',
  registration: 'RCS Lyon', vat_number: 'FR44732829320', address_line1: '5 avenue Lumière', postcode: '69008', city: 'Lyon',
  iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', late_penalty_rate: 12.5,
});
const buyer = { name: 'Garage Dupont', address: { line1: '12 rue de la Paix', postcode: '75002', city: 'Paris', country_code: 'FR' } };
const service = (name: string, discounted_price: number) => ({ id: name, name, category_id: 'c', category_name: 'Cat', price: '', original_price: discounted_price, discounted_price });
const order = (total_price: number, services: ReturnType<typeof service>[]): OrderRecord =>
  orderRecordSchema.parse({
    id: 'abcdef12-0000-4000-8000-000000000000', client_id: 'c1', vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: '2019',
    registration: 'AB-123-CD', engine: '1.6 HDi', kilometers: '1', original_filename: 'f.bin', status: 'termine', payment_status: 'du',
    created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z', total_price, selected_services: services,
  });
const facts = (o: OrderRecord) => ({ order: o, seller, buyer, number: 'FA-2026-000001', issueDate: '2026-11-26', paid: false });

describe('the invoice of an order', () => {
  it('has one line per service when they add up to the price, VAT per rate rounded to the cent', () => {
    const doc = invoiceDocumentOf(facts(order(100.05, [service('Stage 1', 60.03), service('EGR off', 40.02)])));
    expect(doc.lines.map((l) => l.unit_price_ht_cents)).toEqual([6003, 4002]);
    expect(doc.vat_breakdown).toEqual([{ vat_rate: 20, base_ht_cents: 10005, vat_cents: 2001 }]);
    expect(doc).toMatchObject({ total_ht_cents: 10005, total_vat_cents: 2001, total_ttc_cents: 12006, amount_due_cents: 12006, due_date: '2026-12-26', order_reference: 'ABCDEF12' });
    expect(doc.subject).toBe('Peugeot 308 1.6 HDi (AB-123-CD)');
  });

  it('totals what the order shows before it is invoiced (the shared VAT rule), to the cent', () => {
    for (const [price, services] of [[100.05, [service('Stage 1', 60.03), service('EGR off', 40.02)]], [270.5, []], [0.01, []], [80, [service('Stage 1', 60), service('EGR off', 40)]]] as const) {
      const o = { ...order(price, [...services]), vat_rate: seller.default_vat_rate };
      const doc = invoiceDocumentOf(facts(o));
      const shown = toOrder(o);
      expect([doc.total_ht_cents, doc.total_vat_cents, doc.total_ttc_cents]).toEqual([shown.total_ht, shown.total_vat, shown.total_ttc].map((e) => Math.round(e * 100)));
    }
  });

  it('bills the order in one line when an administrator changed its price', () => {
    const doc = invoiceDocumentOf(facts(order(80, [service('Stage 1', 60), service('EGR off', 40)])));
    expect(doc.lines).toEqual([expect.objectContaining({ name: 'Prestations\u202f: Stage 1, EGR off', unit_price_ht_cents: 8000, quantity: 1 })]);
  });

  it('rounds 5.5 % without floating-point drift, per rate', () => {
    const line = (id: string, cents: number, vat_rate: number) => ({ id, name: id, quantity: 1, unit_price_ht_cents: cents, vat_rate, line_total_ht_cents: cents });
    expect(vatBreakdownOf([line('1', 1010, 5.5), line('2', 1010, 5.5), line('3', 999, 20)])).toEqual([
      { vat_rate: 20, base_ht_cents: 999, vat_cents: 200 },
      { vat_rate: 5.5, base_ht_cents: 2020, vat_cents: 111 },
    ]);
  });

  it('makes the credit note of an invoice: same amounts, its reason, nothing due', () => {
    const invoice = invoiceDocumentOf(facts(order(100, [service('Stage 1', 100)])));
    const note = creditNoteDocumentOf(invoice, seller, 'AV-2026-000001', '2026-11-27', 'Erreur de prix');
    expect(note).toMatchObject({ kind: 'credit_note', number: 'AV-2026-000001', preceding_invoice: { number: 'FA-2026-000001', issue_date: '2026-11-26' }, total_ttc_cents: 12000, amount_due_cents: 0, note: 'Erreur de prix' });
  });
});

describe("a credit pack's invoice (issue 40, decision 041)", () => {
  const sale = (over: Partial<PackSale> = {}): PackSale => ({
    packName: 'Pack Pro', priceCents: 10000, vatRate: 20, creditsCents: 11000, method: 'card', paidDay: '2026-11-28', reference: 'CREDITS-AB12CD34', ...over,
  });

  it('bills the pack at its price HT with the VAT collected, nothing due, how and when it was paid', () => {
    const doc = packInvoiceDocumentOf(sale(), seller, buyer, 'FA-2026-000007', '2026-11-29');
    expect(doc.lines).toEqual([{ id: '1', name: 'Pack de crédits «\u202fPack Pro\u202f» (110,00 crédits)', quantity: 1, unit_price_ht_cents: 10000, vat_rate: 20, line_total_ht_cents: 10000 }]);
    expect(doc).toMatchObject({ kind: 'invoice', total_ht_cents: 10000, total_vat_cents: 2000, total_ttc_cents: 12000, amount_due_cents: 0, delivery_date: '2026-11-28', order_reference: 'CREDITS-AB12CD34' });
    expect(doc.payment_terms).toBe('Payé par carte le 28/11/2026.');
    expect(packInvoiceDocumentOf(sale({ method: 'sepa_debit' }), seller, buyer, 'FA-2026-000008', '2026-11-29').payment_terms).toBe('Payé par prélèvement SEPA le 28/11/2026.');
  });

  it('passes the Factur-X XSD and the EN 16931 calculation rules, paid in full', async () => {
    const xml = ciiXml(packInvoiceDocumentOf(sale({ priceCents: 8333 }), seller, buyer, 'FA-2026-000009', '2026-11-29'));
    expect(brokenRules(xml)).toEqual([]);
    expect((await xsdErrors({ pack: xml })).pack).toEqual([]);
    expect(xml).toContain('<ram:TotalPrepaidAmount>100.00</ram:TotalPrepaidAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
  });
});

describe("the buyer's address read from the account's", () => {
  it('takes the last postcode and city, the street before', () => {
    expect(postalAddressOf('12 rue de la Paix, 75002 Paris, France')).toEqual({ line1: '12 rue de la Paix', postcode: '75002', city: 'Paris', country_code: 'FR' });
    expect(postalAddressOf('ZA Nord\nBâtiment B\n69100 Villeurbanne')).toEqual({ line1: 'ZA Nord', line2: 'Bâtiment B', postcode: '69100', city: 'Villeurbanne', country_code: 'FR' });
    expect(postalAddressOf('Lyon')).toBeUndefined();
  });
});
