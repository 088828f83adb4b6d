import { Car } from 'lucide-react';
import { fr } from '../../../../i18n/fr';
import { FormSection } from './form-section';
import type { OrderForm } from './order-form-schema';
import { TextField } from './text-field';

const t = fr.newOrder;

export function VehicleSection({ form }: { form: OrderForm }) {
  return (
    <FormSection icon={Car} title={t.vehicleSection}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField form={form} name="vehicle_brand" label={t.brand} placeholder={t.brandPlaceholder} required />
        <TextField form={form} name="vehicle_model" label={t.model} placeholder={t.modelPlaceholder} required />
        <TextField
          form={form}
          name="vehicle_year"
          label={t.year}
          placeholder={t.yearPlaceholder}
          required
          inputMode="numeric"
        />
        <TextField
          form={form}
          name="registration"
          label={t.registration}
          placeholder={t.registrationPlaceholder}
          required
        />
        <TextField form={form} name="engine" label={t.engine} placeholder={t.enginePlaceholder} required />
        <TextField
          form={form}
          name="kilometers"
          label={t.kilometers}
          placeholder={t.kilometersPlaceholder}
          required
          inputMode="numeric"
        />
      </div>
    </FormSection>
  );
}
