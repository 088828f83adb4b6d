import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import { Badge } from '@/components/ui/badge';
import { invoicesFr } from '@/features/invoices/fr';

const t = invoicesFr;

/** 'Avoir' (and the invoice it cancels), 'Facture', or 'Annulée par AV-…' once credited. */
export function InvoiceStatus({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.kind === 'credit_note') {
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge variant="purple">{t.kindCreditNote}</Badge>
        {invoice.credits ? <span className="text-xs text-zinc-500">{t.credits(invoice.credits)}</span> : null}
      </span>
    );
  }
  // Wraps in a phone's half-width cell rather than run out of it.
  if (invoice.credited_by)
    return (
      <Badge variant="danger" className="max-w-full whitespace-normal">
        {t.creditedBy(invoice.credited_by)}
      </Badge>
    );
  return <Badge variant="secondary">{t.kindInvoice}</Badge>;
}
