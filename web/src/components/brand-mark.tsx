import { Zap } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product's logo mark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm ring-1 ring-brand-700/20',
        className,
      )}
    >
      <Zap className="size-[55%]" strokeWidth={2.5} fill="currentColor" />
    </span>
  );
}
