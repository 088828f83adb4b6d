import type { ReactNode } from 'react';
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
