import { useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { getErrorDetail } from '@/lib/api/api-error';
import { call } from '@/lib/api/call';
import { saveLink } from '@/lib/browser/save-link';

/**
 * An invoice's or credit note's Factur-X PDF (issue 21), shared by 'Mes factures', 'Factures' and
 * the orders' 'Voir la facture'. The API answers a presigned S3 link (?format=json) whose
 * Content-Disposition names the file; the bytes never pass through the API.
 */
export async function downloadInvoicePdf(id: string, asAdmin: boolean): Promise<void> {
  const input = { params: { id }, query: { format: 'json' } } as const;
  const link = asAdmin
    ? await call('GET /api/admin/invoices/{id}/pdf', input)
    : await call('GET /api/invoices/{id}/pdf', input);
  saveLink(link.url, link.filename);
}

/** Downloads one document at a time: `busy` while it is on its way; a failure is a toast (the server's sentence). */
export function useInvoiceDownload(asAdmin: boolean, errorText: string) {
  const [busy, setBusy] = useState(false);
  const download = async (id: string) => {
    setBusy(true);
    try {
      await downloadInvoicePdf(id, asAdmin);
    } catch (cause) {
      toast.error(getErrorDetail(cause) ?? errorText);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
