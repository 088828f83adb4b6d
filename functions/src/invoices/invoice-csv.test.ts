import { describe, expect, it } from 'vitest';
import type { CreditEntryRecord } from '../credit-data/credit-record';
import type { InvoiceRecord } from '../invoice-data/invoice-record';
import { sampleInvoice } from '../invoicing/sample-documents';
import { frenchAmount, invoicesCsv } from './invoice-csv';
import { documentNumberOf } from './invoice-lists';

describe('the CSV export', () => {
  it('writes amounts the French way', () => {
    expect(frenchAmount(123456)).toBe('1 234,56');
    expect(frenchAmount(5)).toBe('0,05');
    expect(frenchAmount(-100000000)).toBe('-1 000 000,00');
  });

  it('reads a document number typed loosely', () => {
    expect(documentNumberOf('fa-2026-123')).toBe('FA-2026-000123');
    expect(documentNumberOf('AV 2026 000004')).toBe('AV-2026-000004');
    expect(documentNumberOf('Garage')).toBeUndefined();
  });

  it('adds the credit sales (the packs\' invoices) and the credits used, with their totals', () => {
    const doc = sampleInvoice();
    const packInvoice: InvoiceRecord = {
      id: 'FA-2026-000010', kind: 'invoice', number: 'FA-2026-000010', issue_date: '2026-11-28', issued_at: '2026-11-28T10:00:00.000Z',
      pack_name: 'Pack Pro', client_id: 'c1', client_name: 'Garage Dupont',
      document: { ...doc, lines: [{ ...doc.lines[0]!, unit_price_ht_cents: 10000, line_total_ht_cents: 10000 }], vat_breakdown: [{ vat_rate: 20, base_ht_cents: 10000, vat_cents: 2000 }], total_ht_cents: 10000, total_vat_cents: 2000, total_ttc_cents: 12000, order_reference: 'CREDITS-AB12CD34' },
    };
    const entry = (kind: CreditEntryRecord['kind'], amount_cents: number, order_id?: string): CreditEntryRecord => ({
      id: `${kind}${amount_cents}`, client_id: 'c1', kind, amount_cents, balance_after_cents: 0, created_at: '2026-11-28T12:00:00.000Z', ...(order_id ? { order_id } : {}),
    });
    const entries = [entry('purchase', 11000), entry('order', -3050, 'abcdef12-0000-4000-8000-000000000000'), entry('refund', 1000, 'abcdef12-0000-4000-8000-000000000000'), entry('adjustment', 500)];
    const lines = invoicesCsv([packInvoice], { entries, clientNames: new Map([['c1', 'Garage Dupont']]) }).split('\r\n');
    expect(lines).toContain('Facture;FA-2026-000010;2026-11-28;;CREDITS-AB12CD34;Garage Dupont;901234567;FR15901234567;20;100,00;20,00;120,00');
    expect(lines).toContain('Ventes de crédits (bons à usage unique, TVA collectée à la vente);Factures;Base HT;TVA;Total TTC');
    expect(lines).toContain('Total;1;100,00;20,00;120,00');
    expect(lines).toContain('2026-11-28;Garage Dupont;ABCDEF12;Commande payée en crédits;30,50');
    expect(lines).toContain('2026-11-28;Garage Dupont;ABCDEF12;Crédits rendus;-10,00');
    // The purchase and the adjustment are no use of credits.
    expect(lines.filter((l) => l.includes('Garage Dupont;'))).toHaveLength(3);
    expect(lines).toContain('Total;;;;20,50');
  });
});
