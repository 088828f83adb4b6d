import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface SpinnerProps {
  className?: string;
  /** Accessible text; the spinner is decorative without it. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-brand-600', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
