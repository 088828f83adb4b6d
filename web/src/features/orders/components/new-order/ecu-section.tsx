import { fileOrigins, fuelTypes, gearboxTypes } from '@app/shared/orders/schemas';
import { Cpu } from 'lucide-react';
import { newOrderFr } from '@/features/orders/fr';
import { ChoiceField } from './choice-field';
import { FormSection } from './form-section';
import type { OrderForm } from './order-form-schema';
import { TextField } from './text-field';

const t = newOrderFr;

export function EcuSection({ form, busy }: { form: OrderForm; busy: boolean }) {
  return (
    <FormSection icon={Cpu} title={t.ecuSection}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField form={form} name="ecu_type" label={t.ecuType} placeholder={t.ecuTypePlaceholder} />
        <ChoiceField
          form={form}
          name="fuel_type"
          label={t.fuelType}
          values={fuelTypes}
          labels={t.fuelLabels}
          disabled={busy}
        />
        <ChoiceField
          form={form}
          name="gearbox_type"
          label={t.gearboxType}
          values={gearboxTypes}
          labels={t.gearboxLabels}
          disabled={busy}
        />
        <ChoiceField
          form={form}
          name="file_origin"
          label={t.fileOrigin}
          values={fileOrigins}
          labels={t.fileOriginLabels}
          disabled={busy}
        />
      </div>
    </FormSection>
  );
}
