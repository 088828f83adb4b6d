import { STATUS_OVERRIDE_REASON_MAX } from '@app/shared/orders/schemas';
import { type FormEvent, useState } from 'react';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { adminOrderFr } from '@/features/orders/fr';

const t = adminOrderFr;
const REASON_ID = 'finish-override-reason';

function ReasonForm({ busy, onConfirm }: { busy: boolean; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t.overrideReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={REASON_ID} label={t.overrideReason} hint={t.overrideReasonHint} error={error}>
        <Textarea
          id={REASON_ID}
          rows={3}
          autoFocus
          required
          maxLength={STATUS_OVERRIDE_REASON_MAX}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(REASON_ID, error, t.overrideReasonHint)}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormDialogFooter busy={busy} submitLabel={t.overrideConfirm} busyLabel={t.overrideSending} />
    </form>
  );
}

/**
 * « Terminé » on an order with no delivered version (decision 033): the server refuses it unless
 * the administrator forces it with a reason, which the audit entry keeps; this dialog asks it.
 */
export function FinishWithoutDeliveryDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  return (
    <FormDialog target={open ? true : null} onClose={onClose} title={t.overrideTitle} description={t.overrideText}>
      {() => <ReasonForm busy={busy} onConfirm={onConfirm} />}
    </FormDialog>
  );
}
