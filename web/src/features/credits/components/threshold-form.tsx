import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveThreshold } from '@/features/credits/api/credits';
import { creditsFr as t } from '@/features/credits/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatAmountInput } from '@/lib/format/format';
import { toast } from '@/lib/toast/toast';

/** The client's low-balance threshold (0: off): an order taking the balance below it rings the bell once. */
export function ThresholdForm({ threshold }: { threshold: number }) {
  const id = useId();
  const [draft, setDraft] = useState(formatAmountInput(threshold));
  const save = useSaveThreshold();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { low_balance_threshold: draft.trim() === '' ? 0 : draft },
      { onSuccess: () => toast.success(t.thresholdSaved), onError: (error) => toast.error(getErrorDetail(error) ?? t.loadError) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[14rem_auto] sm:items-end">
      <FormField id={`${id}-threshold`} label={t.thresholdField} hint={t.thresholdHint}>
        <Input id={`${id}-threshold`} aria-describedby={describedBy(`${id}-threshold`, undefined, t.thresholdHint)} inputMode="decimal" maxLength={20} value={draft} onChange={(e) => setDraft(e.target.value)} />
      </FormField>
      <BusyButton type="submit" variant="outline" busy={save.isPending}>
        {t.saveThreshold}
      </BusyButton>
    </form>
  );
}
