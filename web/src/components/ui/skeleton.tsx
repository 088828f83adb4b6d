import type { ComponentProps } from 'react';
import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-zinc-200/70', className)} {...props} />;
}

/** Placeholder bars in one box (lines of text, buttons, fields): each bar is given by its size classes. */
export function SkeletonBars({ bars, className = 'grid gap-2' }: { bars: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}

/** The placeholders of a page or list while it loads, announced once as 'Chargement...'. */
export function SkeletonGroup({ children, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-busy="true" {...props}>
      <p role="status" className="sr-only">
        {fr.common.loading}
      </p>
      {children}
    </div>
  );
}
