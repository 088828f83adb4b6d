import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { newOrderFr } from '@/features/orders/fr';
import type { OrderForm } from './order-form-schema';

/** A select of the new-order form, left empty until the user picks a value. */
export function ChoiceField<V extends string>({
  form,
  name,
  label,
  values,
  labels,
  disabled,
}: {
  form: OrderForm;
  name: 'fuel_type' | 'gearbox_type' | 'file_origin' | 'read_method';
  label: string;
  values: readonly V[];
  labels: Record<V, string>;
  disabled: boolean;
}) {
  const fieldId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger id={fieldId} ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder={newOrderFr.choose} />
            </SelectTrigger>
            <SelectContent>
              {values.map((value) => (
                <SelectItem key={value} value={value}>
                  {labels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </div>
  );
}
