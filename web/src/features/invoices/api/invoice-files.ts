import { call } from '@/lib/api/call';
import { saveLink } from '@/lib/browser/save-link';
import type { Period } from '@/features/invoices/lib/period';

/**
 * The files of the invoices: the API answers a presigned S3 link (?format=json) whose
 * Content-Disposition names the file; the bytes never pass through the API.
 */

/** Saves an invoice's or a credit note's Factur-X PDF (the administrator reads any, a client its own). */
export async function downloadInvoicePdf(id: string, asAdmin: boolean): Promise<void> {
  const input = { params: { id }, query: { format: 'json' } } as const;
  const link = asAdmin
    ? await call('GET /api/admin/invoices/{id}/pdf', input)
    : await call('GET /api/invoices/{id}/pdf', input);
  saveLink(link.url, link.filename);
}

/** Saves the accountant's CSV of a period. */
export async function exportInvoicesCsv(period: Period): Promise<void> {
  const link = await call('GET /api/admin/invoices/export', { query: { ...period, format: 'json' } });
  saveLink(link.url, link.filename);
}
