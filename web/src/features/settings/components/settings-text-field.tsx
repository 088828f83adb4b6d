import type { ComponentProps, ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { settingsFr } from '@/features/settings/fr';
import { formatCount } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = settingsFr;

export interface SettingsTextFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'value'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The current text (for the counter). */
  value: string;
  maxChars: number;
  /** Shown under the textarea, before the counter. */
  footer?: ReactNode;
  /** Hides the label visually (it still names the textarea). */
  hideLabel?: boolean;
}

/** A labelled textarea with its hint, a character counter (red past the limit) and its error. */
export function SettingsTextField({
  id,
  label,
  hint,
  error,
  value,
  maxChars,
  footer,
  hideLabel = false,
  className,
  ...props
}: SettingsTextFieldProps) {
  const over = value.length > maxChars;
  const describedBy = [hint ? `${id}-hint` : null, `${id}-count`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      <Textarea
        id={id}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        className={cn('leading-relaxed', className)}
        {...props}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          ) : (
            footer
          )}
        </div>
        <p
          id={`${id}-count`}
          className={cn('ml-auto text-xs tabular-nums', over ? 'font-medium text-red-600' : 'text-zinc-500')}
        >
          {t.characters(formatCount(value.length), formatCount(maxChars))}
        </p>
      </div>
    </div>
  );
}
