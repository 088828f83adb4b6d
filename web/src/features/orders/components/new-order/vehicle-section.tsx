import { Car } from 'lucide-react';
import { newOrderFr } from '@/features/orders/fr';
import { FormSection } from './form-section';
import type { OrderForm } from './order-form-schema';
import { TextField } from './text-field';

const t = newOrderFr;

/** The required vehicle fields, in form order. */
const VEHICLE_FIELDS = [
  { name: 'vehicle_brand', label: t.brand, placeholder: t.brandPlaceholder, numeric: false },
  { name: 'vehicle_model', label: t.model, placeholder: t.modelPlaceholder, numeric: false },
  { name: 'vehicle_year', label: t.year, placeholder: t.yearPlaceholder, numeric: true },
  { name: 'registration', label: t.registration, placeholder: t.registrationPlaceholder, numeric: false },
  { name: 'engine', label: t.engine, placeholder: t.enginePlaceholder, numeric: false },
  { name: 'kilometers', label: t.kilometers, placeholder: t.kilometersPlaceholder, numeric: true },
] as const;

export function VehicleSection({ form }: { form: OrderForm }) {
  return (
    <FormSection icon={Car} title={t.vehicleSection}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {VEHICLE_FIELDS.map(({ name, label, placeholder, numeric }) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={label}
            placeholder={placeholder}
            required
            inputMode={numeric ? 'numeric' : undefined}
          />
        ))}
      </div>
    </FormSection>
  );
}
