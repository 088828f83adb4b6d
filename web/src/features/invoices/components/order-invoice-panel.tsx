import { Download, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { toast } from '@/lib/toast/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { invoicesFr } from '@/features/invoices/fr';
import { useIssueInvoice } from '@/features/invoices/api/invoice-actions';
import { ApiError, getErrorDetail } from '@/lib/api/api-error';
import { useInvoiceDownload } from '@/lib/invoices/invoice-pdf';
import { paths } from '@/lib/paths';

const t = invoicesFr;

/** What the panel reads of an order. */
export interface InvoicedOrder {
  id: string;
  invoice_id?: string | undefined;
  invoice_number?: string | undefined;
  /** The invoice a credit note cancelled, and that credit note (decision 034). */
  credited_invoice_number?: string | undefined;
  credit_note_number?: string | undefined;
  /** Why the status change to « Terminé » could not issue it (the status answer, issue 37). */
  invoice_problem?: string | undefined;
}

/** Why the order has no invoice although it became « Terminé », with the way to fix it. */
function InvoiceProblem({ problem }: { problem: string }) {
  return (
    <div role="status" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">{t.notIssuedBecause}</p>
      <p>{problem}</p>
      <Link to={paths.admin.invoicingSettings} className="font-medium underline underline-offset-2">
        {t.completeSettings}
      </Link>
    </div>
  );
}

function InvoiceLink({ id, number }: { id: string; number: string }) {
  const { busy, download } = useInvoiceDownload(true, t.downloadError);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-zinc-600">
        {t.kindInvoice} <span className="font-medium text-zinc-900 tabular-nums">{number}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <BusyButton
          variant="outline"
          busy={busy}
          icon={<Download aria-hidden="true" />}
          onClick={() => void download(id)}
          aria-label={t.seeInvoiceLabel(number)}
        >
          {t.seeInvoice}
        </BusyButton>
        <Button asChild variant="ghost">
          <Link to={paths.admin.invoices}>{t.allInvoices}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The administrator's order detail, 'Facture': the invoice's number and link once issued, else
 * 'Émettre la facture', confirmed first (an invoice is never changed: only a credit note cancels it). A refusal is the server's French sentence (422: the seller's missing fields,
 * with a way to the settings; 409: issued meanwhile).
 */
export function OrderInvoicePanel({ order }: { order: InvoicedOrder }) {
  const issue = useIssueInvoice();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  if (order.invoice_id && order.invoice_number)
    return <InvoiceLink id={order.invoice_id} number={order.invoice_number} />;

  const onIssue = () =>
    issue.mutate(order.id, {
      onSuccess: (invoice) => toast.success(t.issued(invoice.number)),
      onSettled: () => setAsking(false),
      onError: (cause) => {
        const incomplete = cause instanceof ApiError && cause.status === 422;
        toast.error(getErrorDetail(cause) ?? t.issueError, {
          action: incomplete
            ? { label: t.completeSettings, onClick: () => void navigate(paths.admin.invoicingSettings) }
            : undefined,
        });
      },
    });

  return (
    <div className="grid gap-3">
      {order.credit_note_number && order.credited_invoice_number ? (
        <p className="text-sm text-zinc-600">{t.creditedInvoice(order.credited_invoice_number, order.credit_note_number)}</p>
      ) : (
        <>
          <p className="text-sm text-zinc-600">{t.noInvoice}</p>
          {order.invoice_problem ? <InvoiceProblem problem={order.invoice_problem} /> : <p className="text-xs text-zinc-500">{t.orderInvoiceHint}</p>}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={issue.isPending} icon={<FilePlus2 aria-hidden="true" />} onClick={() => setAsking(true)}>
          {issue.isPending ? t.issuing : t.issue}
        </BusyButton>
      </div>
      <LazyConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.issueConfirmTitle}
        description={t.issueConfirmText}
        confirmLabel={t.issue}
        busyLabel={t.issuing}
        busy={issue.isPending}
        onConfirm={onIssue}
      />
    </div>
  );
}
