import { useId } from 'react';
import { describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Field } from './field';
import type { OrderForm, OrderFormValues } from './order-form-schema';

export interface TextFieldProps {
  form: OrderForm;
  name: keyof OrderFormValues;
  label: string;
  placeholder: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
}

/** A one-line text field of the new-order form. */
export function TextField({ form, name, label, placeholder, required, inputMode, autoComplete }: TextFieldProps) {
  const fieldId = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={fieldId} label={label} required={required} error={error}>
      <Input
        id={fieldId}
        placeholder={placeholder}
        required={required}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error)}
        {...form.register(name)}
      />
    </Field>
  );
}
