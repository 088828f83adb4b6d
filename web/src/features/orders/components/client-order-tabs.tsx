import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { clientOrdersFr } from '@/features/orders/fr';
import { formatCount } from '@/lib/format/format';
import type { useOrderCounts } from '@/features/orders/api/orders-queries';
import { countOf, loadedCountText } from '@/features/orders/api/order-pages';
import type { useOrderPages } from '@/features/orders/api/use-order-pages';
import { ORDER_TABS, type OrderTab, statusesOfTab } from '@/features/orders/components/order-list-utils';

const t = clientOrdersFr;

/** The status tabs of 'Mes commandes', each with its count from the server. */
export function ClientOrderTabs({
  tab,
  pages,
  counts,
}: {
  tab: OrderTab;
  pages: ReturnType<typeof useOrderPages>;
  counts: ReturnType<typeof useOrderCounts>;
}) {
  const tabCount = (value: OrderTab): string | null => {
    // While searching, only the shown tab knows its results: the loaded ones, '+' when more remain.
    if (pages.searching) {
      const known = value === tab && !pages.query.isPending && !pages.stale;
      return known ? loadedCountText(pages.orders.length, pages.hasMore) : null;
    }
    const count = countOf(counts.data, statusesOfTab(value));
    return count === undefined ? '–' : formatCount(count);
  };
  return (
    <TabsList aria-label={t.filterLabel} className="h-auto flex-wrap self-start">
      {ORDER_TABS.map((value) => {
        const count = tabCount(value);
        return (
          <TabsTrigger key={value} value={value} className="group">
            {t.tabs[value]}
            {count !== null ? (
              <span className="min-w-5 rounded-full bg-zinc-200/80 px-1.5 text-center text-xs font-semibold text-zinc-600 tabular-nums group-data-[state=active]:bg-brand-50 group-data-[state=active]:text-brand-700">
                {count}
              </span>
            ) : null}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}
