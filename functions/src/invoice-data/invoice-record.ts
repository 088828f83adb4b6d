import * as z from 'zod/mini';
import { invoiceDocumentSchema } from '@app/shared/invoices/document';
import { invoiceKindSchema, type InvoiceSummary } from '@app/shared/invoices/schemas';
import { compactText } from '@app/shared/text/normalize';
import { defineEntity } from '../lib/db/entity';
import { counterKeys, indexKeys, keys } from '../lib/db/keys';

/**
 * An issued invoice or credit note (issue 21, decision 019): the document exactly as rendered,
 * never changed afterwards but for the number of the credit note that cancels an invoice.
 * Its id is its number. It stays when the order or the client is deleted.
 */
export const invoiceRecordSchema = z.object({
  id: z.string(),
  kind: invoiceKindSchema,
  number: z.string(),
  issue_date: z.string(),
  issued_at: z.string(),
  /** The order it bills; absent on a credit pack's invoice (issue 40, decision 041). */
  order_id: z.optional(z.string()),
  /** On a credit pack's invoice: the pack sold (its credits are a single-purpose voucher). */
  pack_name: z.optional(z.string()),
  client_id: z.string(),
  client_name: z.string(),
  document: invoiceDocumentSchema,
  /** On an invoice: the credit note that cancels it. */
  credited_by: z.optional(z.string()),
  /** On a credit note: the invoice it cancels. */
  credits: z.optional(z.string()),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

export const invoiceEntity = defineEntity({
  type: 'invoice',
  schema: invoiceRecordSchema,
  key: (id: string) => keys.invoice(id),
  keyOf: (invoice) => keys.invoice(invoice.id),
  indexes: (invoice) => ({
    ...indexKeys.invoicesByKind(invoice.kind, invoice.issue_date, invoice.number),
    ...indexKeys.invoicesByClientName(compactText(invoice.client_name), invoice.issue_date, invoice.number),
    ...indexKeys.clientInvoices(invoice.client_id, invoice.issued_at, invoice.number),
  }),
});

/** The last number given in a series and year. */
export const sequenceEntity = defineEntity({
  type: 'invoice_sequence',
  schema: z.object({ series: z.string(), year: z.string(), last: z.number().check(z.int()) }),
  key: (series: string, year: string) => counterKeys.invoiceSequence(series, year),
  keyOf: (sequence) => counterKeys.invoiceSequence(sequence.series, sequence.year),
});

/** The documents of one day and their totals in cents (credit notes negative). */
export const invoiceDaySchema = z.object({
  day: z.optional(z.string()),
  count: z._default(z.number().check(z.int()), 0),
  ht_cents: z._default(z.number().check(z.int()), 0),
  vat_cents: z._default(z.number().check(z.int()), 0),
  ttc_cents: z._default(z.number().check(z.int()), 0),
});
export const invoiceDayEntity = defineEntity({
  type: 'invoice_day',
  schema: invoiceDaySchema,
  key: (day: string) => counterKeys.invoiceDay(day),
  keyOf: (record) => counterKeys.invoiceDay(record.day ?? ''),
});

/** The sign of a document's amounts in lists, totals and the export: a credit note counts negative. */
export const signOf = (kind: InvoiceRecord['kind']) => (kind === 'credit_note' ? -1 : 1);

const euros = (cents: number) => cents / 100;

/** A document as the lists show it (euros; a credit note's amounts negative). */
export function toInvoiceSummary(invoice: InvoiceRecord): InvoiceSummary {
  const { document: doc } = invoice;
  const sign = signOf(invoice.kind);
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    issue_date: invoice.issue_date,
    order_id: invoice.order_id ?? null,
    order_reference: doc.order_reference,
    ...(invoice.pack_name ? { pack_name: invoice.pack_name } : {}),
    client_id: invoice.client_id,
    client_name: invoice.client_name,
    total_ht: euros(sign * doc.total_ht_cents),
    total_vat: euros(sign * doc.total_vat_cents),
    total_ttc: euros(sign * doc.total_ttc_cents),
    amount_due: euros(doc.amount_due_cents),
    ...(invoice.credited_by ? { credited_by: invoice.credited_by } : {}),
    ...(invoice.credits ? { credits: invoice.credits } : {}),
    ...(invoice.kind === 'credit_note' && doc.note ? { reason: doc.note } : {}),
  };
}
