import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  /** id of the control the label points to. */
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  labelClassName?: string;
  /** The control; give it `id`, and `aria-describedby={describedBy(id, error, hint)}`. */
  children: ReactNode;
}

/** ids of the hint and error texts for a control's aria-describedby. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint (hidden when there is an error) and the error message under a control, with the ids of describedBy. */
export function FieldMessages({ id, error, hint }: Pick<FormFieldProps, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Label + control + hint + error message, wired for assistive technology. */
export function FormField({ id, label, error, hint, className, labelClassName, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
