import { CREDIT_REASON_MAX, type InvoiceSummary } from '@app/shared/invoices/schemas';
import { FileMinus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { invoicesFr } from '@/features/invoices/fr';
import { useCreditNote } from '@/features/invoices/api/invoice-actions';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatCount, formatEuro } from '@/lib/format/format';

const t = invoicesFr;
const REASON_ID = 'credit-note-reason';

function CreditNoteForm({ invoice, onDone }: { invoice: InvoiceSummary; onDone: () => void }) {
  const creditNote = useCreditNote();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t.reasonRequired);
      return;
    }
    creditNote.mutate(
      { id: invoice.id, reason: reason.trim() },
      {
        onSuccess: (note) => {
          toast.success(t.creditNoteIssued(note.number));
          onDone();
        },
        // A refusal (already credited: 409) is the server's French sentence; the dialog stays open.
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.creditNoteError),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={REASON_ID} label={t.reason} hint={t.reasonHint} error={error}>
        <Textarea
          id={REASON_ID}
          rows={3}
          autoFocus
          required
          maxLength={CREDIT_REASON_MAX}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(REASON_ID, error, t.reasonHint)}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <p className="-mt-2 text-right text-xs text-zinc-500 tabular-nums">
        {formatCount(reason.length)} / {formatCount(CREDIT_REASON_MAX)}
      </p>
      <FormDialogFooter
        busy={creditNote.isPending}
        submitLabel={t.confirmCreditNote}
        busyLabel={t.creditingNote}
        icon={<FileMinus aria-hidden="true" />}
      />
    </form>
  );
}

/** 'Établir un avoir': asks the reason, then issues the credit note that cancels the invoice. */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceSummary | null; onClose: () => void }) {
  return (
    <FormDialog
      target={invoice}
      onClose={onClose}
      title={(target) => t.creditNoteTitle(target.number)}
      description={(target) => t.creditNoteText(target.client_name, formatEuro(target.total_ttc))}
    >
      {(target) => <CreditNoteForm invoice={target} onDone={onClose} />}
    </FormDialog>
  );
}
