import { useId } from 'react';
import { describedBy } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { Field } from './field';
import type { OrderForm } from './order-form-schema';

/** A free-text area of the new-order form (notes, useful links). */
export function TextareaField({
  form,
  name,
  label,
  placeholder,
}: {
  form: OrderForm;
  name: 'notes' | 'useful_links';
  label: string;
  placeholder: string;
}) {
  const fieldId = useId();
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={fieldId} label={label} error={error}>
      <Textarea
        id={fieldId}
        rows={4}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error)}
        {...form.register(name)}
      />
    </Field>
  );
}
