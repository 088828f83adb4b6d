import { fromParis, toParis } from '@app/shared/workshop/paris-time';
import { STATUS_MESSAGE_MAX, workshopStatusLabels, type WorkshopAdminAnswer, type WorkshopStatus } from '@app/shared/workshop/status';
import { Megaphone, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { WorkshopStatusLine } from '@/components/workshop-status-badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { settingsFr } from '@/features/settings/fr';
import { useChooseWorkshopStatus, useClearWorkshopStatus } from '@/features/settings/api/workshop';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/format';
import { fieldClock } from '@/lib/format/paris-clock';

const t = settingsFr.workshop;

/** The statuses an administrator chooses, in the order offered. */
const CHOICES: WorkshopStatus[] = ['busy', 'late', 'sav_only', 'closed', 'open'];

/** The end offered at first: the next full hour but one, in Paris. */
function defaultEnd(now = new Date()) {
  const { day, minute } = toParis(new Date(now.getTime() + 2 * 3_600_000));
  return { day, time: fieldClock(Math.floor(minute / 60) * 60) };
}

/** '2026-05-14' and '15:30' (Paris) → the instant, ISO; undefined when either is not one. */
function untilInstant(day: string, time: string): string | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !match) return undefined;
  return fromParis(day, Number(match[1]) * 60 + Number(match[2])).toISOString();
}

/**
 * « Statut de l'atelier » (issue 42): what the garages see now, a status to choose with a message
 * until a Paris date and time, and « Revenir aux horaires » (after a confirmation).
 */
export function WorkshopStatusCard({ workshop }: { workshop: WorkshopAdminAnswer }) {
  const [status, setStatus] = useState<WorkshopStatus>('busy');
  const [message, setMessage] = useState('');
  const [end, setEnd] = useState(defaultEnd);
  const [refusal, setRefusal] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const choose = useChooseWorkshopStatus();
  const clear = useClearWorkshopStatus();
  const chosen = workshop.override && new Date(workshop.override.until) > new Date() ? workshop.override : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    // An unreadable date or time is sent as such: the server's French refusal says what to fix.
    const until = untilInstant(end.day, end.time) ?? `${end.day}T${end.time}`;
    choose.mutate(
      { status, message, until },
      {
        onSuccess: () => toast.success(t.applied),
        onError: (cause) => setRefusal(getErrorDetail(cause) ?? t.error),
      },
    );
  };

  const backToHours = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success(t.backDone),
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.error),
      onSettled: () => setConfirming(false),
    });

  return (
    <SectionCard icon={Megaphone} title={t.statusTitle} hint={t.statusHint}>
      <div className="grid gap-5 p-5">
        <div className="grid gap-2">
          <h3 className="text-sm font-medium text-zinc-900">{t.statusNow}</h3>
          {workshop.configured ? <WorkshopStatusLine view={workshop} /> : <p className="text-sm text-zinc-600">{t.notConfigured}</p>}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-zinc-600">
              {chosen ? t.chosen(formatDateTime(chosen.until, { timeZone: 'Europe/Paris' })) : t.fromHours}
            </p>
            {chosen ? (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                <RotateCcw aria-hidden="true" />
                {t.backToHours}
              </Button>
            ) : null}
          </div>
        </div>

        <form onSubmit={onSubmit} noValidate className="grid gap-4 border-t border-zinc-100 pt-5" aria-labelledby="workshop-choose-title">
          <h3 id="workshop-choose-title" className="text-sm font-medium text-zinc-900">
            {t.chooseTitle}
          </h3>
          <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <FormField id="workshop-status" label={t.status}>
              <NativeSelect id="workshop-status" value={status} onChange={(event) => setStatus(event.target.value as WorkshopStatus)}>
                {CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {workshopStatusLabels[choice]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="workshop-message" label={t.message}>
              <Input
                id="workshop-message"
                value={message}
                maxLength={STATUS_MESSAGE_MAX}
                placeholder={t.messagePlaceholder}
                onChange={(event) => setMessage(event.target.value)}
              />
            </FormField>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:flex sm:items-end">
            <FormField id="workshop-until-day" label={t.untilDay}>
              <Input id="workshop-until-day" type="date" required value={end.day} onChange={(event) => setEnd({ ...end, day: event.target.value })} />
            </FormField>
            <FormField id="workshop-until-time" label={t.untilTime}>
              <Input id="workshop-until-time" type="time" required value={end.time} onChange={(event) => setEnd({ ...end, time: event.target.value })} />
            </FormField>
            <BusyButton type="submit" busy={choose.isPending} icon={<Send aria-hidden="true" />} className="col-span-2 sm:ml-auto">
              {choose.isPending ? t.applying : t.apply}
            </BusyButton>
          </div>
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refusal}
            </p>
          ) : null}
        </form>
      </div>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.backTitle}
        description={t.backText}
        confirmLabel={t.backToHours}
        busyLabel={t.backBusy}
        busy={clear.isPending}
        onConfirm={backToHours}
      />
    </SectionCard>
  );
}
