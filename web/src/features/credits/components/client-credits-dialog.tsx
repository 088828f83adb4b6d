import type { BillingMode } from '@app/shared/credits/schemas';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { DialogContent, DialogHeading, TargetDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdjustCredits, useClientBilling, useClientLedger, useSaveBilling } from '@/features/credits/api/credits';
import { LedgerList } from '@/features/credits/components/ledger-list';
import { creditsFr as t } from '@/features/credits/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatAmountInput, formatCredits } from '@/lib/format/format';
import { toast } from '@/lib/toast/toast';

/** The client a dialog is about: its id and the name shown. */
export interface CreditsClient {
  id: string;
  name: string;
}

const failed = (error: unknown) => toast.error(getErrorDetail(error) ?? t.loadError);

/** The mode and the allowed overdraft, saved together (audited by the server). */
function BillingForm({ clientId, mode, overdraft }: { clientId: string; mode: BillingMode; overdraft: number }) {
  const id = useId();
  const [draft, setDraft] = useState({ mode, overdraft: formatAmountInput(overdraft) });
  const save = useSaveBilling(clientId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, { onSuccess: () => toast.success(t.billingSaved), onError: failed });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <FormField id={`${id}-mode`} label={t.mode}>
        <NativeSelect id={`${id}-mode`} value={draft.mode} onChange={(e) => setDraft({ ...draft, mode: e.target.value as BillingMode })}>
          <option value="postpaid">{t.modes.postpaid}</option>
          <option value="prepaid">{t.modes.prepaid}</option>
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-overdraft`} label={t.overdraftField}>
        <Input id={`${id}-overdraft`} inputMode="decimal" maxLength={20} value={draft.overdraft} onChange={(e) => setDraft({ ...draft, overdraft: e.target.value })} />
      </FormField>
      <BusyButton type="submit" busy={save.isPending}>
        {t.saveBilling}
      </BusyButton>
    </form>
  );
}

/** A credit or a debit with its reason; the server refuses one below the overdraft. */
function AdjustmentForm({ clientId }: { clientId: string }) {
  const id = useId();
  const empty = { direction: 'credit' as 'credit' | 'debit', amount: '', reason: '' };
  const [draft, setDraft] = useState(empty);
  const adjust = useAdjustCredits(clientId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate(draft, {
      onSuccess: () => {
        toast.success(t.adjusted);
        setDraft(empty);
      },
      onError: failed,
    });
  };
  return (
    <form onSubmit={submit} aria-label={t.adjustment} className="grid gap-3 sm:grid-cols-[9rem_9rem_1fr_auto] sm:items-end">
      <FormField id={`${id}-direction`} label={t.direction}>
        <NativeSelect
          id={`${id}-direction`}
          value={draft.direction}
          onChange={(e) => setDraft({ ...draft, direction: e.target.value as 'credit' | 'debit' })}
        >
          <option value="credit">{t.directions.credit}</option>
          <option value="debit">{t.directions.debit}</option>
        </NativeSelect>
      </FormField>
      <FormField id={`${id}-amount`} label={t.amountField}>
        <Input id={`${id}-amount`} inputMode="decimal" required maxLength={20} value={draft.amount} onChange={(e) => setDraft({ ...draft, amount: e.target.value })} />
      </FormField>
      <FormField id={`${id}-reason`} label={t.reasonField}>
        <Input id={`${id}-reason`} required maxLength={300} value={draft.reason} onChange={(e) => setDraft({ ...draft, reason: e.target.value })} />
      </FormField>
      <BusyButton type="submit" variant="outline" busy={adjust.isPending}>
        {t.adjust}
      </BusyButton>
    </form>
  );
}

function ClientCredits({ clientId }: { clientId: string }) {
  const billing = useClientBilling(clientId);
  const ledger = useClientLedger(clientId);
  if (billing.isPending) return <Skeleton className="h-40" />;
  if (!billing.data) return <LoadErrorState title={t.loadError} onRetry={() => void billing.refetch()} />;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-zinc-700">
        {t.balance}&#8239;: <strong className="tabular-nums">{formatCredits(billing.data.balance)}</strong>
      </p>
      <BillingForm key={`${billing.data.mode}-${billing.data.overdraft}`} clientId={clientId} mode={billing.data.mode} overdraft={billing.data.overdraft} />
      <section aria-labelledby={`${clientId}-adjust`} className="grid gap-2">
        <h3 id={`${clientId}-adjust`} className="text-sm font-semibold text-zinc-900">
          {t.adjustment}
        </h3>
        <AdjustmentForm clientId={clientId} />
      </section>
      <section aria-labelledby={`${clientId}-history`} className="grid gap-2">
        <h3 id={`${clientId}-history`} className="text-sm font-semibold text-zinc-900">
          {t.history}
        </h3>
        <LedgerList pages={ledger} asAdmin />
      </section>
    </div>
  );
}

/** « Crédits » of an administrator's client card (issue 40): mode, overdraft, adjustments, movements. */
export function ClientCreditsDialog({ client, onClose }: { client: CreditsClient | null; onClose: () => void }) {
  return (
    <TargetDialog target={client} onClose={onClose}>
      {(current) => (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeading title={t.clientCredits} description={t.clientCreditsDescription(current.name)} />
          <ClientCredits clientId={current.id} />
        </DialogContent>
      )}
    </TargetDialog>
  );
}
