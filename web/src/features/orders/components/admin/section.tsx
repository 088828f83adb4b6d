import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface SectionProps {
  title: string;
  icon?: LucideIcon;
  description?: ReactNode;
  /** Shown on the right of the title bar. */
  aside?: ReactNode;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/** A titled card of the order detail (an h2 region, so screen readers can jump between them). */
export function Section({ title, icon: Icon, description, aside, className, bodyClassName, children }: SectionProps) {
  const id = useId();
  return (
    <Card className={cn('overflow-hidden', className)}>
      <section aria-labelledby={id}>
        <div className="flex items-center justify-between gap-3 border-b border-zinc-100 px-5 py-3.5">
          <div className="flex min-w-0 items-center gap-2">
            {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-400" /> : null}
            <h2 id={id} className="min-w-0 text-sm font-semibold break-words text-zinc-900">
              {title}
            </h2>
          </div>
          {aside}
        </div>
        <div className={cn('p-5', bodyClassName)}>
          {description ? <p className="mb-4 text-sm text-zinc-500">{description}</p> : null}
          {children}
        </div>
      </section>
    </Card>
  );
}
