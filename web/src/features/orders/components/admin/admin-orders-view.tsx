import { ORDER_SEARCH_MAX, type Order, type OrderStatus } from '@app/shared/orders/schemas';
import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { NoSearchResults } from '@/components/no-search-results';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { adminOrdersFr, orderPagesFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';
import { useOrderCounts } from '@/features/orders/api/orders-queries';
import { countOf, loadedCountText } from '@/features/orders/api/order-pages';
import { useOrderPages, useServerSearch } from '@/features/orders/api/use-order-pages';
import { ListFooter } from '@/components/list-footer';
import { DeleteOrderDialog } from './delete-order-dialog';
import { useErrorToast } from './use-error-toast';

const t = adminOrdersFr;

export function OrderCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-zinc-200 bg-white p-5">
          <div className="flex items-start justify-between">
            <SkeletonBars bars={['h-5 w-40', 'h-4 w-28']} />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <SkeletonBars className="mt-5 grid grid-cols-2 gap-4" bars={['h-9', 'h-9', 'h-9', 'h-9']} />
          <SkeletonBars className="mt-5 flex justify-between border-t border-zinc-100 pt-4" bars={['h-8 w-24', 'h-8 w-40']} />
        </div>
      ))}
    </div>
  );
}

/** A pulsing dot: the list refreshes by itself (spec §9: every 5 s, on focus and visibility). */
function LiveIndicator({ fetching }: { fetching: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-xs text-zinc-500" title={t.autoRefresh}>
      <span className="relative flex size-2">
        <span
          className={`absolute inline-flex size-full rounded-full bg-green-400 opacity-75 ${fetching ? 'animate-ping' : ''}`}
        />
        <span className="relative inline-flex size-2 rounded-full bg-green-500" />
      </span>
      <span className="sr-only">{t.autoRefresh}</span>
    </span>
  );
}

export interface AdminOrdersViewProps {
  title: string;
  description: string;
  /** The statuses of the list, asked to the server (which also sorts it). */
  statuses: readonly OrderStatus[];
  emptyTitle: string;
  emptyHint: string;
  count?: (n: number) => string;
  renderCard: (order: Order, actions: { onDelete: (order: Order) => void }) => ReactNode;
}

/** The administrator's order lists: header and count, server search, skeletons, empty and error states, cards by pages. */
export function AdminOrdersView({
  title,
  description,
  statuses,
  emptyTitle,
  emptyHint,
  count = t.count,
  renderCard,
}: AdminOrdersViewProps) {
  // A link may open the list already searched (?q=, e.g. a client's company from 'Clients').
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => (searchParams.get('q') ?? '').slice(0, ORDER_SEARCH_MAX));
  const q = useServerSearch(search);
  const pages = useOrderPages({ statuses, q });
  const query = pages.query;
  const counts = useOrderCounts();
  const [toDelete, setToDelete] = useState<Order | null>(null);
  useErrorToast(query.isError, t.loadError);

  const orders = pages.orders;
  const total = countOf(counts.data, statuses);

  let body: ReactNode;
  if (query.isPending) {
    body = <OrderCardsSkeleton />;
  } else if (!query.data) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  } else if (orders.length > 0) {
    body = (
      <>
        <ul
          className={cn('grid grid-cols-1 gap-4 transition-opacity lg:grid-cols-2', pages.stale && 'opacity-60')}
          aria-busy={pages.stale || undefined}
        >
          {orders.map((order) => (
            <li key={order.id} className="flex flex-col [&>*]:flex-1">
              {renderCard(order, { onDelete: setToDelete })}
            </li>
          ))}
        </ul>
        <ListFooter
          {...pages}
          searchingMore={pages.searchingHistory}
          shown={orders.length}
          texts={orderPagesFr}
          className="mt-6"
        />
      </>
    );
  } else if (pages.searchingHistory || pages.hasMore) {
    body = (
      <ListFooter {...pages} searchingMore={pages.searchingHistory} shown={0} texts={orderPagesFr} className="mt-6" />
    );
  } else if (!pages.searching) {
    body = <EmptyState icon={Inbox} title={emptyTitle} description={emptyHint} />;
  } else {
    body = <NoSearchResults title={t.noResults} description={t.noResultsHint} onClear={() => setSearch('')} />;
  }

  // While searching, the badge counts the loaded results ('50+' while older pages remain).
  let badge: string | null = null;
  if (pages.searching) {
    if (!query.isPending && !pages.searchingHistory)
      badge = orderPagesFr.results(loadedCountText(orders.length, false), pages.hasMore);
  } else if (total !== undefined) {
    badge = count(total);
  }

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          query.data || total !== undefined ? (
            <>
              <LiveIndicator fetching={query.isFetching || counts.isFetching} />
              {badge ? (
                <Badge variant="secondary" aria-live="polite">
                  {badge}
                </Badge>
              ) : null}
            </>
          ) : null
        }
      />
      <SearchInput
        wrapperClassName="mb-6"
        value={search}
        maxLength={ORDER_SEARCH_MAX}
        onChange={(event) => setSearch(event.target.value)}
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        className="h-11 bg-white"
      />
      {body}
      <DeleteOrderDialog order={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
