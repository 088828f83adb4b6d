import type { Order } from '@app/shared/orders/schemas';
import { ListFooter } from '@/components/list-footer';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryButton } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { clientOrdersFr, orderPagesFr, recentOrdersFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';
import type { useOrderCounts } from '@/features/orders/api/orders-queries';
import { loadedCountText } from '@/features/orders/api/order-pages';
import type { useOrderPages } from '@/features/orders/api/use-order-pages';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { OrderCard } from '@/features/orders/components/order-card';
import type { OrderTab } from '@/features/orders/components/order-list-utils';

const t = clientOrdersFr;

function OrdersSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-4 p-5">
          <div className="flex justify-between gap-4">
            <SkeletonBars bars={['h-5 w-48', 'h-4 w-32']} />
            <Skeleton className="h-5 w-28 rounded-full" />
          </div>
          <SkeletonBars className="grid grid-cols-2 gap-4 sm:grid-cols-4" bars={['h-9', 'h-9', 'h-9', 'h-9']} />
          <Skeleton className="h-8 w-64" />
        </Card>
      ))}
    </div>
  );
}

/** The shown tab's orders: skeleton, error, empty state (with 'Créer ma première commande' for a first order), or the cards by pages. */
export function ClientOrdersList({
  pages,
  counts,
  tab,
  onRequestSav,
  onShowDetails,
}: {
  pages: ReturnType<typeof useOrderPages>;
  counts: ReturnType<typeof useOrderCounts>;
  tab: OrderTab;
  onRequestSav: (order: Order) => void;
  onShowDetails: (order: Order) => void;
}) {
  const orders = pages.query;
  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError && !orders.data) {
    return <EmptyState description={<p>{t.loadErrorInline}</p>} action={<RetryButton onClick={() => void orders.refetch()} />} />;
  }
  const footer = (
    <ListFooter {...pages} searchingMore={pages.searchingHistory} shown={pages.orders.length} texts={orderPagesFr} className="mt-6" />
  );
  if (pages.orders.length === 0) {
    if (pages.searchingHistory || pages.hasMore) return footer;
    const noOrderAtAll = counts.data ? counts.data.all === 0 : tab === 'all' && !pages.searching;
    return (
      <EmptyState
        title={t.empty}
        description={noOrderAtAll ? <p>{t.emptyHint}</p> : undefined}
        action={noOrderAtAll ? <NewOrderButton>{recentOrdersFr.createFirst}</NewOrderButton> : undefined}
      />
    );
  }
  return (
    <>
      {pages.searching && !pages.stale ? (
        <p role="status" className="mb-3 text-sm text-zinc-500">
          {orderPagesFr.results(loadedCountText(pages.orders.length, false), pages.hasMore)}
        </p>
      ) : null}
      <div className={cn('grid gap-4 transition-opacity', pages.stale && 'opacity-60')} aria-busy={pages.stale || undefined}>
        {pages.orders.map((order) => (
          <OrderCard key={order.id} order={order} onRequestSav={onRequestSav} onShowDetails={onShowDetails} />
        ))}
      </div>
      {footer}
    </>
  );
}
