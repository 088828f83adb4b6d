import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { RetryButton } from '@/components/ui/load-error-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import type { useCursorPages } from '@/lib/api/use-cursor-pages';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';

/**
 * The body of a second-factor list of the security dashboard (administrators, clients): loading,
 * failed with 'Réessayer', empty, or the rows by pages with 'Charger plus'.
 */
export function TwoFactorList<T extends { id: string }>({
  pages,
  label,
  empty,
  failed,
  row,
}: {
  pages: ReturnType<typeof useCursorPages<T>>;
  label: string;
  empty: string;
  failed: string;
  row: (item: T) => ReactNode;
}) {
  const { query, items } = pages;
  if (query.isPending) return <SkeletonBars className="grid gap-3 px-5 py-4" bars={['h-10', 'h-10']} />;
  if (query.isError && items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 px-5 py-6">
        <p className="text-sm text-zinc-600">{failed}</p>
        <RetryButton size="sm" onClick={() => void query.refetch()} />
      </div>
    );
  }
  if (items.length === 0) return <p className="px-5 py-6 text-sm text-zinc-600">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-zinc-100" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 px-5 py-3">
            {row(item)}
          </li>
        ))}
      </ul>
      {pages.hasMore ? (
        <div className="border-t border-zinc-100 px-5 py-3">
          <BusyButton variant="outline" size="sm" busy={pages.loadingMore} onClick={pages.loadMore}>
            {t.loadMore}
          </BusyButton>
        </div>
      ) : null}
    </>
  );
}

/**
 * A second-factor section of the security dashboard: its title, whether the business's rule makes
 * it mandatory for these accounts (a badge and a line, once the rule is read), then its list.
 */
export function TwoFactorSection({
  title,
  hint,
  mandatory,
  hints,
  children,
}: {
  title: string;
  hint: string;
  /** undefined while the rule is read */
  mandatory: boolean | undefined;
  hints: { mandatory: string; optional: string };
  children: ReactNode;
}) {
  const line = mandatory ? hints.mandatory : hints.optional;
  return (
    <SectionCard
      title={title}
      hint={hint}
      icon={ShieldCheck}
      aside={
        mandatory === undefined ? null : (
          <Badge variant={mandatory ? 'info' : 'secondary'} title={line}>
            {mandatory ? t.mandatory : t.optional}
          </Badge>
        )
      }
    >
      {mandatory === undefined ? null : <p className="border-b border-zinc-100 px-5 py-2 text-xs text-zinc-600">{line}</p>}
      {children}
    </SectionCard>
  );
}
