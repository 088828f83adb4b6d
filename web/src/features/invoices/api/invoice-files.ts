import { call } from '@/lib/api/call';
import { saveLink } from '@/lib/browser/save-link';
import type { Period } from '@/features/invoices/lib/period';

/** Saves the accountant's CSV of a period (a presigned S3 link, ?format=json, names the file). */
export async function exportInvoicesCsv(period: Period): Promise<void> {
  const link = await call('GET /api/admin/invoices/export', { query: { ...period, format: 'json' } });
  saveLink(link.url, link.filename);
}
