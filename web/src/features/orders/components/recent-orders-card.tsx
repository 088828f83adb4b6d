import { ArrowRight, FileText, PackageOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { recentOrdersFr } from '@/features/orders/fr';
import { formatDate } from '@/lib/format/format';
import { orderTotalTtc } from './order-amounts';
import { useLatestOrders } from '@/features/orders/api/orders-queries';
import { NewOrderButton } from './new-order-button';
import { OrderStatusBadge } from './order-badges';
import { LATEST_ORDERS_COUNT, latestOrders } from './order-list-utils';
import { paths } from '@/lib/paths';

const t = recentOrdersFr;

/**
 * Client home: the 5 latest orders (brand, model, registration, date, total, status), each
 * opening its details on 'Mes commandes', with a 'Voir toutes' link, or a create-first-order button when there are none (spec §2). A loading
 * failure is silent (spec §8).
 */
export function RecentOrdersCard({ className }: { className?: string }) {
  const orders = useLatestOrders(LATEST_ORDERS_COUNT);
  const latest = latestOrders(orders.data ?? []);

  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-3 border-b border-zinc-100 px-5 py-4">
        <h2 className="text-base font-semibold text-zinc-900">{t.latestOrders}</h2>
        <Link
          to={paths.orders}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {t.seeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>

      {orders.isPending ? (
        <ul className="divide-y divide-zinc-100" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex items-center gap-4 px-5 py-4">
              <Skeleton className="size-9 rounded-lg" />
              <SkeletonBars className="grid flex-1 gap-2" bars={['h-4 w-40', 'h-3 w-28']} />
              <Skeleton className="h-5 w-20 rounded-full" />
            </li>
          ))}
        </ul>
      ) : orders.isError && !orders.data ? (
        <p className="px-5 py-8 text-center text-sm text-zinc-500">{t.ordersUnavailable}</p>
      ) : latest.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-5 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <PackageOpen aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-zinc-600">{t.noOrders}</p>
          <NewOrderButton className="mt-1">{t.createFirst}</NewOrderButton>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {latest.map((order) => (
            <li key={order.id}>
              <Link
                to={paths.orderLink(order.id)}
                className="flex items-center gap-4 px-5 py-3.5 outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
              >
                <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-500 sm:flex">
                  <FileText aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-zinc-900">
                    {order.vehicle_brand} {order.vehicle_model}
                  </p>
                  <p className="text-xs break-words text-zinc-500">
                    {order.registration}
                    <span aria-hidden="true"> · </span>
                    <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                  <span className="text-sm font-semibold text-zinc-900 tabular-nums">
                    {orderTotalTtc(order)}
                  </span>
                  <OrderStatusBadge status={order.status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
