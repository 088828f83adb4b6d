import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { invoicesFr } from '@/features/invoices/fr';
import { downloadInvoicePdf } from '@/features/invoices/api/invoice-files';
import { getErrorDetail } from '@/lib/api/api-error';

const t = invoicesFr;

/** 'Télécharger': the document's Factur-X PDF through its presigned link. */
export function DownloadInvoiceButton({
  invoice,
  asAdmin = false,
  iconOnly = false,
}: {
  invoice: InvoiceSummary;
  asAdmin?: boolean;
  /** A square icon button (the administrator's rows, where the credit-note action sits beside it). */
  iconOnly?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const name = invoice.kind === 'credit_note' ? t.downloadCreditNote : t.download;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice.id, asAdmin);
    } catch (cause) {
      toast.error(getErrorDetail(cause) ?? t.downloadError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      variant="outline"
      size={iconOnly ? 'icon' : 'sm'}
      className={iconOnly ? 'size-8' : undefined}
      busy={busy}
      icon={<Download aria-hidden="true" />}
      aria-label={`${name} ${invoice.number}`}
      title={t.downloadLabel(invoice.number)}
      onClick={() => void download()}
    >
      {iconOnly ? null : t.downloadShort}
    </BusyButton>
  );
}
