import type { ReactNode } from 'react';
import { FieldMessages } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';

/**
 * Label + control + hint + error, like components/ui FormField, with a required mark kept
 * outside the label (the label reads 'Marque', not 'Marque *').
 */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none font-medium text-red-600">
            *
          </span>
        ) : null}
      </div>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
