import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** A titled part of the new-order form, with its icon and an optional hint. */
export function FormSection({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold text-zinc-900">
            {title}
          </h3>
          {hint ? <p className="text-xs text-zinc-500">{hint}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
