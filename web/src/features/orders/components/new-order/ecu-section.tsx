import { fileOrigins, fuelTypes, gearboxTypes } from '@app/shared/orders/schemas';
import { Cpu } from 'lucide-react';
import { newOrderFr } from '@/features/orders/fr';
import { ChoiceField } from './choice-field';
import { FormSection } from './form-section';
import type { OrderForm } from './order-form-schema';
import { TextField } from './text-field';

const t = newOrderFr;

type ChoiceName = 'fuel_type' | 'gearbox_type' | 'file_origin';

/** A box chosen from a list; its labels are checked against its values here. */
const choice = <V extends string>(
  name: ChoiceName,
  label: string,
  values: readonly V[],
  labels: Record<V, string>,
) => ({
  name,
  label,
  values: values as readonly string[],
  labels: labels as Record<string, string>,
});

/** The three boxes chosen from a list, in the form's order. */
const choices = [
  choice('fuel_type', t.fuelType, fuelTypes, t.fuelLabels),
  choice('gearbox_type', t.gearboxType, gearboxTypes, t.gearboxLabels),
  choice('file_origin', t.fileOrigin, fileOrigins, t.fileOriginLabels),
];

export function EcuSection({ form, busy }: { form: OrderForm; busy: boolean }) {
  return (
    <FormSection icon={Cpu} title={t.ecuSection}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField form={form} name="ecu_type" label={t.ecuType} placeholder={t.ecuTypePlaceholder} />
        {choices.map((field) => (
          <ChoiceField key={field.name} form={form} {...field} disabled={busy} />
        ))}
      </div>
    </FormSection>
  );
}
