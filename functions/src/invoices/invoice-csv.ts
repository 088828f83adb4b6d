import { invoiceKindLabels } from '@app/shared/invoices/schemas';
import { signOf, type InvoiceRecord } from '../invoice-data/invoice-record';

/**
 * The accountant's export (issue 21): one line per document and per VAT rate, ';' between
 * fields, French numbers ('1 234,56', credit notes negative), CRLF lines, UTF-8 with a BOM so
 * that a spreadsheet opens it as such.
 */

const HEADER = [
  'Type',
  'Numéro',
  'Date',
  "Facture d'origine",
  'Commande',
  'Client',
  'SIREN client',
  'N° TVA client',
  'Taux TVA',
  'Base HT',
  'TVA',
  'Total TTC',
];

/** Cents as '1 234,56' (a plain space between thousands), '-' first when negative. */
export function frenchAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}`;
}

/** A rate as '20' or '5,5'. */
const frenchRate = (rate: number) => String(rate).replace('.', ',');

/** A field quoted when it holds the separator, a quote or a line break. */
const field = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The lines of one document, one per VAT rate. */
function linesOf(invoice: InvoiceRecord): string[][] {
  const sign = signOf(invoice.kind);
  const doc = invoice.document;
  return doc.vat_breakdown.map((vat) => [
    invoiceKindLabels[invoice.kind],
    invoice.number,
    invoice.issue_date,
    invoice.credits ?? '',
    doc.order_reference,
    invoice.client_name,
    doc.buyer.siren ?? '',
    doc.buyer.vat_number ?? '',
    frenchRate(vat.vat_rate),
    frenchAmount(sign * vat.base_ht_cents),
    frenchAmount(sign * vat.vat_cents),
    frenchAmount(sign * (vat.base_ht_cents + vat.vat_cents)),
  ]);
}

/** The CSV text of these documents, BOM first. */
export function invoicesCsv(invoices: readonly InvoiceRecord[]): string {
  const rows = [HEADER, ...invoices.flatMap(linesOf)];
  return `\uFEFF${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
