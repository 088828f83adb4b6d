import { invoiceKindLabels } from '@app/shared/invoices/schemas';
import type { CreditEntryRecord } from '../credit-data/credit-record';
import { orderReferenceOf, parisDay } from '../invoice-data/build-document';
import { signOf, type InvoiceRecord } from '../invoice-data/invoice-record';

/**
 * The accountant's export (issue 21): one line per document and per VAT rate, ';' between
 * fields, French numbers ('1 234,56', credit notes negative), CRLF lines, UTF-8 with a BOM so
 * that a spreadsheet opens it as such. Since issue 40 (decision 041), two sections follow the
 * documents: the credit sales (the packs' invoices, whose VAT is collected at the sale) and the
 * credits used (orders paid with credits, refunds given back), which are not invoiced again.
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

/** The credit sales of the period: the packs' invoices (credited ones with their credit notes are left to the documents above). */
function creditSalesRows(invoices: readonly InvoiceRecord[]): string[][] {
  const sales = invoices.filter((invoice) => invoice.kind === 'invoice' && invoice.pack_name);
  const sum = (pick: (doc: InvoiceRecord['document']) => number) => sales.reduce((total, invoice) => total + pick(invoice.document), 0);
  return [
    [],
    ['Ventes de crédits (bons à usage unique, TVA collectée à la vente)', 'Factures', 'Base HT', 'TVA', 'Total TTC'],
    ['Total', String(sales.length), frenchAmount(sum((d) => d.total_ht_cents)), frenchAmount(sum((d) => d.total_vat_cents)), frenchAmount(sum((d) => d.total_ttc_cents))],
  ];
}

const USE_LABELS: Partial<Record<CreditEntryRecord['kind'], string>> = { order: 'Commande payée en crédits', refund: 'Crédits rendus' };

/** The credits used in the period: each order paid with credits (positive) and each refund (negative), then their total. */
function creditUseRows(entries: readonly CreditEntryRecord[], clientNames: ReadonlyMap<string, string>): string[][] {
  const uses = entries.filter((entry) => USE_LABELS[entry.kind]);
  const rows = uses.map((entry) => [
    parisDay(new Date(entry.created_at)),
    clientNames.get(entry.client_id) ?? '',
    entry.order_id ? orderReferenceOf(entry.order_id) : '',
    USE_LABELS[entry.kind] ?? '',
    frenchAmount(-entry.amount_cents),
  ]);
  const total = uses.reduce((sum, entry) => sum - entry.amount_cents, 0);
  return [[], ['Crédits utilisés (non refacturés)', 'Client', 'Commande', 'Mouvement', 'Crédits (€ HT)'], ...rows, ['Total', '', '', '', frenchAmount(total)]];
}

/** What the export shows of the credits (issue 40): the period's movements and their clients' names. */
export interface CreditFigures {
  entries: readonly CreditEntryRecord[];
  clientNames: ReadonlyMap<string, string>;
}

/** The CSV text of these documents, and of the credits sold and used, BOM first. */
export function invoicesCsv(invoices: readonly InvoiceRecord[], credits: CreditFigures = { entries: [], clientNames: new Map() }): string {
  const rows = [HEADER, ...invoices.flatMap(linesOf), ...creditSalesRows(invoices), ...creditUseRows(credits.entries, credits.clientNames)];
  return `\uFEFF${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
