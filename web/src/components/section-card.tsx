import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface SectionCardProps {
  title: string;
  hint: string;
  /** A tinted icon before the title. */
  icon?: LucideIcon;
  /** Shown at the right of the header (a count badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A card that is one named section: its header (icon, title, hint, aside) over a rule, then the body. */
export function SectionCard({ title, hint, icon: Icon, aside, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={titleId}>
        <div className={cn('flex items-start gap-3 border-b border-zinc-100 px-5 py-4', aside && 'justify-between')}>
          {Icon ? (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon aria-hidden="true" className="size-[18px]" />
            </span>
          ) : null}
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-zinc-900">
              {title}
            </h2>
            <p className="text-sm text-zinc-500">{hint}</p>
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
