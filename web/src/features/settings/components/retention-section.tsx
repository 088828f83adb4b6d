import { retentionBounds } from '@app/shared/privacy/retention-defaults';
import type { UpdateSettings, updateSettingsSchema } from '@app/shared/settings/schemas';
import { Timer } from 'lucide-react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SectionCard } from '@/components/section-card';
import { describedBy, FieldMessages } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { settingsFr } from '@/features/settings/fr';
import { durationUnitWord, retentionKeys, retentionUnits } from '@/lib/format/durations';
import type { z } from 'zod';

const t = settingsFr.retention;

/** The settings form's fields, as typed (before the schema's checks). */
type SettingsFields = z.input<typeof updateSettingsSchema>;

export interface RetentionSectionProps {
  register: UseFormRegister<SettingsFields>;
  control: Control<SettingsFields, unknown, UpdateSettings>;
  errors: FieldErrors<SettingsFields>['retention'];
}

/** 'Conservation des données' (issue 24): one bounded number per kind of data, its unit beside it. */
export function RetentionSection({ register, control, errors }: RetentionSectionProps) {
  const values = useWatch({ control, name: 'retention' });
  return (
    <SectionCard icon={Timer} title={t.title} hint={t.hint}>
      <div className="grid gap-x-6 gap-y-5 p-5 sm:grid-cols-2 xl:grid-cols-3">
        {retentionKeys.map((key) => {
          const id = `settings-retention-${key}`;
          const { min, max } = retentionBounds[key];
          const error = errors?.[key]?.message;
          const hint = t.bounds(min, max, durationUnitWord(max, retentionUnits[key]));
          return (
            <div key={key} className="grid content-start gap-1.5">
              <Label htmlFor={id}>{t.labels[key]}</Label>
              <div className="flex items-center gap-2">
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  required
                  className="w-28"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, error, hint)}
                  {...register(`retention.${key}`)}
                />
                <span className="text-sm text-zinc-600">{durationUnitWord(Number(values?.[key]), retentionUnits[key])}</span>
              </div>
              <FieldMessages id={id} error={error} hint={hint} />
            </div>
          );
        })}
      </div>
    </SectionCard>
  );
}
