import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { cn } from '@/lib/utils';

export interface PageHeaderProps {
  /** The <h1>, also used for the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons shown on the right. */
  actions?: ReactNode;
  /** Shown above the title (e.g. a Back button). */
  before?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, before, className }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="flex min-w-0 flex-col gap-1">
        {before}
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
        {description ? <p className="text-sm text-zinc-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
