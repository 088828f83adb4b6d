import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import { Download } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { invoicesFr } from '@/features/invoices/fr';
import { useInvoiceDownload } from '@/lib/invoices/invoice-pdf';

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
  const { busy, download } = useInvoiceDownload(asAdmin, t.downloadError);
  const name = invoice.kind === 'credit_note' ? t.downloadCreditNote : t.download;
  return (
    <BusyButton
      variant="outline"
      size={iconOnly ? 'icon' : 'sm'}
      className={iconOnly ? 'size-8' : undefined}
      busy={busy}
      icon={<Download aria-hidden="true" />}
      aria-label={`${name} ${invoice.number}`}
      title={t.downloadLabel(invoice.number)}
      onClick={() => void download(invoice.id)}
    >
      {iconOnly ? null : t.downloadShort}
    </BusyButton>
  );
}
