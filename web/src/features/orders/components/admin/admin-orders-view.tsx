import type { Order } from '@app/shared/orders/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, SearchX, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { DeleteOrderDialog } from './delete-order-dialog';
import { filterOrders } from '@app/shared/orders/search';
import { sortNewestFirst } from './order-search';
import { useErrorToast } from './use-error-toast';

const t = fr.admin.orders;

export function OrderCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-zinc-200 bg-white p-5">
          <div className="flex items-start justify-between">
            <div className="grid gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-28" />
            </div>
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <div className="mt-5 grid grid-cols-2 gap-4">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <div className="mt-5 flex justify-between border-t border-zinc-100 pt-4">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-8 w-40" />
          </div>
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
  query: UseQueryResult<Order[]>;
  emptyTitle: string;
  emptyHint: string;
  /** Order of the cards; newest first by default. */
  sort?: (orders: readonly Order[]) => Order[];
  count?: (n: number) => string;
  renderCard: (order: Order, actions: { onDelete: (order: Order) => void }) => ReactNode;
}

/** The administrator's order lists: header, search, skeletons, empty and error states, cards. */
export function AdminOrdersView({
  title,
  description,
  query,
  emptyTitle,
  emptyHint,
  sort = sortNewestFirst,
  count = t.count,
  renderCard,
}: AdminOrdersViewProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [toDelete, setToDelete] = useState<Order | null>(null);
  useErrorToast(query.isError, t.loadError);

  const orders = query.data;
  const visible = useMemo(
    () => (orders ? sort(filterOrders(orders, deferredSearch)) : []),
    [orders, deferredSearch, sort],
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <OrderCardsSkeleton />;
  } else if (!orders) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  } else if (orders.length === 0) {
    body = <EmptyState icon={Inbox} title={emptyTitle} description={emptyHint} />;
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t.noResults}
        description={t.noResultsHint}
        action={
          <Button variant="outline" onClick={() => setSearch('')}>
            <X aria-hidden="true" />
            {fr.admin.common.clearSearch}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {visible.map((order) => (
          <li key={order.id} className="flex flex-col [&>*]:flex-1">
            {renderCard(order, { onDelete: setToDelete })}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          orders ? (
            <>
              <LiveIndicator fetching={query.isFetching} />
              <Badge variant="secondary" aria-live="polite">
                {count(orders.length)}
              </Badge>
            </>
          ) : null
        }
      />
      <SearchInput
        wrapperClassName="mb-6"
        value={search}
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
