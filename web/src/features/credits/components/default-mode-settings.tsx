import type { BillingMode } from '@app/shared/credits/schemas';
import { Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SectionCard } from '@/components/section-card';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditSettings, useSaveCreditSettings } from '@/features/credits/api/credits';
import { creditsFr as t } from '@/features/credits/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';

function DefaultModeForm({ mode }: { mode: BillingMode }) {
  const id = useId();
  const [draft, setDraft] = useState(mode);
  const save = useSaveCreditSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ default_mode: draft }, { onSuccess: () => toast.success(t.defaultModeSaved), onError: (error) => toast.error(getErrorDetail(error) ?? t.loadError) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField id={`${id}-mode`} label={t.defaultModeField}>
        <NativeSelect id={`${id}-mode`} value={draft} onChange={(e) => setDraft(e.target.value as BillingMode)}>
          <option value="postpaid">{t.modes.postpaid}</option>
          <option value="prepaid">{t.modes.prepaid}</option>
        </NativeSelect>
      </FormField>
      <BusyButton type="submit" busy={save.isPending}>
        {t.saveBilling}
      </BusyButton>
    </form>
  );
}

/** Paramètres: the business-wide default billing mode (issue 40); a client card's own mode overrides it. */
export function DefaultModeSettings() {
  const settings = useCreditSettings();
  return (
    <SectionCard title={t.defaultModeTitle} hint={t.defaultModeDescription} icon={Users}>
      {settings.isPending ? (
        <Skeleton className="m-5 h-16" />
      ) : settings.data ? (
        <DefaultModeForm mode={settings.data.default_mode} />
      ) : (
        <LoadErrorState title={t.loadError} onRetry={() => void settings.refetch()} />
      )}
    </SectionCard>
  );
}
