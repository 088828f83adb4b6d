import { toParis } from '@app/shared/workshop/paris-time';
import {
  CLOSURE_LABEL_MAX,
  minuteOf,
  RANGES_PER_DAY_MAX,
  weekdayLabels,
  weekdays,
  type Closure,
  type TimeRange,
  type Weekday,
  type WorkshopCalendar,
} from '@app/shared/workshop/schedule';
import { CalendarOff, Clock, Plus, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/section-card';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import { settingsFr } from '@/features/settings/fr';
import { useSaveWorkshopCalendar } from '@/features/settings/api/workshop';
import { getErrorDetail } from '@/lib/api/api-error';
import { fieldClock } from '@/lib/format/paris-clock';

const t = settingsFr.workshop;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A new range after the day's last one (an hour later, three hours long), 09:00–12:00 on an empty day. */
function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '12:00' };
  const start = Math.min((minuteOf(last.end) ?? 0) + 60, 23 * 60);
  return { start: fieldClock(start), end: fieldClock(Math.min(start + 180, 24 * 60)) };
}

/** A range's start or end, 'HH:MM' as typed (24:00 allowed, which a time input refuses): the server judges it. */
function RangeTimeInput({ value, label, onChange }: { value: string; label: string; onChange: (value: string) => void }) {
  return (
    <Input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      inputMode="numeric"
      maxLength={5}
      className="h-8 w-[4.25rem] px-2 text-center tabular-nums"
    />
  );
}

function DayRow({ day, ranges, onChange }: { day: Weekday; ranges: TimeRange[]; onChange: (ranges: TimeRange[]) => void }) {
  const label = weekdayLabels[day];
  const edit = (index: number, part: keyof TimeRange, value: string) =>
    onChange(ranges.map((range, i) => (i === index ? { ...range, [part]: value } : range)));
  return (
    <li className="grid gap-2 border-b border-zinc-100 px-5 py-3 last:border-b-0 sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-start">
      <span className="pt-2 text-sm font-medium text-zinc-900">{capitalised(label)}</span>
      <div className="flex flex-wrap items-center gap-2">
        {ranges.length === 0 ? <span className="pr-2 text-sm text-zinc-500">{t.closed}</span> : null}
        {ranges.map((range, index) => (
          <span key={index} className="flex items-center gap-1 rounded-lg border border-zinc-200 bg-zinc-50 p-1">
            <RangeTimeInput value={range.start} label={t.rangeLabel(label, index + 1, t.start)} onChange={(value) => edit(index, 'start', value)} />
            <span aria-hidden="true" className="text-zinc-500">
              –
            </span>
            <RangeTimeInput value={range.end} label={t.rangeLabel(label, index + 1, t.end)} onChange={(value) => edit(index, 'end', value)} />
            <IconButton
              icon={Trash2}
              destructive
              label={t.removeRange(label, range.start, range.end)}
              onClick={() => onChange(ranges.filter((_, i) => i !== index))}
            />
          </span>
        ))}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.addRangeOf(label)}
          disabled={ranges.length >= RANGES_PER_DAY_MAX}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
        >
          <Plus aria-hidden="true" />
          {t.addRange}
        </Button>
      </div>
    </li>
  );
}

function ClosureRow({ closure, index, onChange, onRemove }: { closure: Closure; index: number; onChange: (closure: Closure) => void; onRemove: () => void }) {
  const n = index + 1;
  return (
    <li className="grid grid-cols-2 gap-2 border-b border-zinc-100 px-5 py-3 last:border-b-0 sm:grid-cols-[10rem_10rem_minmax(0,1fr)_auto] sm:items-center">
      <Input type="date" value={closure.from} aria-label={t.closureFieldLabel(t.closureFrom, n)} onChange={(event) => onChange({ ...closure, from: event.target.value })} />
      <Input type="date" value={closure.to} aria-label={t.closureFieldLabel(t.closureTo, n)} onChange={(event) => onChange({ ...closure, to: event.target.value })} />
      <Input
        value={closure.label}
        maxLength={CLOSURE_LABEL_MAX}
        placeholder={t.closurePlaceholder}
        aria-label={t.closureFieldLabel(t.closureLabel, n)}
        onChange={(event) => onChange({ ...closure, label: event.target.value })}
        className="col-span-2 sm:col-span-1"
      />
      <IconButton icon={Trash2} destructive label={t.removeClosure(n)} onClick={onRemove} className="col-span-2 justify-self-end sm:col-span-1" />
    </li>
  );
}

/**
 * 'Paramètres' › 'Horaires' (issue 42): the weekly hours (up to 4 ranges a day, « Fermé » when
 * none) and the closures, saved at once; the server judges them and its French refusal is shown.
 */
export function WorkshopHoursEditor({ calendar: saved }: { calendar: WorkshopCalendar }) {
  const [calendar, setCalendar] = useState(saved);
  const [refusal, setRefusal] = useState<string>();
  const save = useSaveWorkshopCalendar();
  const dirty = JSON.stringify(calendar) !== JSON.stringify(saved);

  const setDay = (day: Weekday, ranges: TimeRange[]) => setCalendar((current) => ({ ...current, schedule: { ...current.schedule, [day]: ranges } }));
  const setClosures = (closures: Closure[]) => setCalendar((current) => ({ ...current, closures }));
  const today = () => toParis(new Date()).day;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    save.mutate(calendar, {
      onSuccess: (answer) => {
        setCalendar(answer.calendar);
        toast.success(t.saved);
      },
      onError: (cause) => setRefusal(getErrorDetail(cause) ?? t.error),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <SectionCard icon={Clock} title={t.hoursTitle} hint={t.hoursHint}>
        <ul>
          {weekdays.map((day) => (
            <DayRow key={day} day={day} ranges={calendar.schedule[day]} onChange={(ranges) => setDay(day, ranges)} />
          ))}
        </ul>
      </SectionCard>

      <SectionCard icon={CalendarOff} title={t.closuresTitle} hint={t.closuresHint}>
        {calendar.closures.length === 0 ? <p className="px-5 pt-4 text-sm text-zinc-500">{t.noClosures}</p> : null}
        <ul>
          {calendar.closures.map((closure, index) => (
            <ClosureRow
              key={index}
              closure={closure}
              index={index}
              onChange={(next) => setClosures(calendar.closures.map((c, i) => (i === index ? next : c)))}
              onRemove={() => setClosures(calendar.closures.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
        <div className="px-5 py-3">
          <Button variant="outline" size="sm" onClick={() => setClosures([...calendar.closures, { from: today(), to: today(), label: '' }])}>
            <Plus aria-hidden="true" />
            {t.addClosure}
          </Button>
        </div>
      </SectionCard>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {refusal ? (
          <p role="alert" className="mr-auto min-w-0 text-sm font-medium text-red-700">
            {refusal}
          </p>
        ) : null}
        <BusyButton type="submit" busy={save.isPending} disabled={!dirty} icon={<Save aria-hidden="true" />}>
          {save.isPending ? settingsFr.saving : settingsFr.save}
        </BusyButton>
      </div>
    </form>
  );
}
