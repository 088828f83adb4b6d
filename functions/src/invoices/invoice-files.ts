import { randomUUID } from 'node:crypto';
import type { DownloadLink } from '@app/shared/orders/schemas';
import type { InvoicePeriod } from '@app/shared/invoices/schemas';
import { notFound } from '../lib/errors';
import { objectSize, putObject, putObjectOnce } from '../lib/files/objects';
import { presignDownload } from '../lib/files/presign';
import type { InvoiceRecord } from '../invoice-data/invoice-record';
import { creditEntriesOfPeriod } from '../credit-data/credit-ledger-repository';
import { buyerNameOf } from '../invoice-data/buyer';
import { getInvoice, invoicesOfPeriod } from '../invoice-data/invoice-repository';
import { getUser } from '../users/user-repository';
import { invoicesCsv } from './invoice-csv';
import { INVOICE_NOT_FOUND } from './issue-invoice';

/** Where a document's PDF is kept: under invoices/ (versioned, never purged), by year and number. */
export const invoicePdfKey = (invoice: Pick<InvoiceRecord, 'issue_date' | 'number'>) =>
  `invoices/${invoice.issue_date.slice(0, 4)}/${invoice.number}.pdf`;

/**
 * The PDF of a document, rendered on its first download from the stored document (the same
 * bytes every time) and written once: a concurrent first download finds it written.
 */
async function ensurePdf(invoice: InvoiceRecord): Promise<string> {
  const key = invoicePdfKey(invoice);
  if ((await objectSize(key)) === undefined) {
    // Loaded on this path only: the renderer (fonts, PDF writer, ≈ 65 KB) is evaluated on the
    // first render, never at init; the other calls never need it (docs/decisions/025-lambda-size.md).
    const { INVOICE_PDF_CONTENT_TYPE, renderInvoice } = await import('../invoicing/render-invoice');
    const { pdf } = await renderInvoice(invoice.document);
    await putObjectOnce(key, pdf, INVOICE_PDF_CONTENT_TYPE);
  }
  return key;
}

/**
 * GET /api/invoices/{id}/pdf (the client's own only: another's is 404, as a missing one) and
 * GET /api/admin/invoices/{id}/pdf: a presigned link to the PDF.
 */
export async function invoicePdfLink(id: string, clientId?: string): Promise<DownloadLink> {
  const invoice = await getInvoice(id);
  if (!invoice || (clientId !== undefined && invoice.client_id !== clientId)) throw notFound(INVOICE_NOT_FOUND);
  const filename = `${invoice.number}.pdf`;
  return { url: await presignDownload(await ensurePdf(invoice), filename), filename };
}

/** The period's credit movements and the names of their clients (the invoice's buyer name; '' for an account gone). */
async function creditFigures(period: InvoicePeriod) {
  const entries = await creditEntriesOfPeriod(period.from, period.to);
  const ids = [...new Set(entries.filter((entry) => entry.kind === 'order' || entry.kind === 'refund').map((entry) => entry.client_id))];
  const users = await Promise.all(ids.map(async (id) => [id, await getUser(id)] as const));
  const clientNames = new Map(users.map(([id, user]) => [id, user ? buyerNameOf(user) : '']));
  return { entries, clientNames };
}

/** GET /api/admin/invoices/export: the period's CSV written under exports/, and a link to it. */
export async function exportLink(period: InvoicePeriod): Promise<DownloadLink> {
  const [invoices, credits] = await Promise.all([invoicesOfPeriod(period.from, period.to), creditFigures(period)]);
  const csv = invoicesCsv(invoices, credits);
  const key = `exports/invoices/${period.from}_${period.to}_${randomUUID()}.csv`;
  await putObject(key, Buffer.from(csv, 'utf8'));
  const filename = `factures_${period.from}_${period.to}.csv`;
  return { url: await presignDownload(key, filename), filename };
}
