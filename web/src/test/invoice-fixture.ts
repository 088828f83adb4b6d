import type { InvoiceSummary } from '@app/shared/invoices/schemas';

/** An invoice as the lists answer it, for component tests: FA-2026-000001 of Garage Dupont, to be overridden. */
export const anInvoice = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 'inv-1',
  kind: 'invoice',
  number: 'FA-2026-000001',
  issue_date: '2026-11-20',
  order_id: 'o1',
  order_reference: 'CMD-0001',
  client_id: 'u1',
  client_name: 'Garage Dupont',
  total_ht: 1234.5,
  total_vat: 246.9,
  total_ttc: 1481.4,
  amount_due: 1481.4,
  ...overrides,
});

/** The credit note that cancels `anInvoice()`. */
export const aCreditNote = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary =>
  anInvoice({
    id: 'cn-1',
    kind: 'credit_note',
    number: 'AV-2026-000001',
    credits: 'FA-2026-000001',
    reason: 'Erreur de prix',
    total_ht: -1234.5,
    total_vat: -246.9,
    total_ttc: -1481.4,
    amount_due: 0,
    ...overrides,
  });
