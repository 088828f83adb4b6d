import type { Order } from '@app/shared/orders/schemas';
import { ChevronRight, Inbox } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { adminRecentOrdersFr } from '@/features/orders/fr';
import { formatDateTime } from '@/lib/format/format';
import { orderTotalTtc } from '@/features/orders/components/order-amounts';
// The dashboard shows orders: it reuses the orders feature's query, badges and details dialog
// rather than copying them (the one cross-feature import of the administration screens).
import { useLatestOrders } from '@/features/orders/api/orders-queries';
import { RegistrationChip } from '@/features/orders/components/admin/admin-order-card';
import { vehicleName } from '@/features/orders/components/admin/order-labels';
import { sortNewestFirst } from '@/features/orders/components/admin/order-search';
import { OrderStatusBadge } from '@/features/orders/components/order-badges';

const t = adminRecentOrdersFr;

// Its own chunk (the Radix dialog, the files and their downloads with sonner): loaded with the
// first order opened, fetched ahead on a row's hover or focus, not with the dashboard (decision 018).
const loadOrderDetailsDialog = () => import('@/features/orders/components/admin/order-details-dialog');
const OrderDetailsDialog = lazy(async () => ({ default: (await loadOrderDetailsDialog()).OrderDetailsDialog }));
const prefetchDialog = () => void loadOrderDetailsDialog().catch(() => undefined);

/** Spec §9: the latest 5 orders, newest first by created_at. */
export const RECENT_ORDERS = 5;

/** The 5 latest orders; a click opens their details. A load failure is silent (spec §8). */
export function AdminRecentOrders() {
  const orders = useLatestOrders(RECENT_ORDERS);
  const [open, setOpen] = useState<Order | null>(null);
  // Mounted from the first opening on, so it closes with its own animation afterwards.
  const [dialogWanted, setDialogWanted] = useState(false);
  const recent = useMemo(() => sortNewestFirst(orders.data ?? []).slice(0, RECENT_ORDERS), [orders.data]);

  useEffect(() => {
    if (orders.isError) console.error('Recent orders failed to load:', orders.error);
  }, [orders.isError, orders.error]);

  // Keep the dialog's order fresh while the list polls.
  const shown = open ? (orders.data?.find((order) => order.id === open.id) ?? open) : null;

  return (
    <Card className="overflow-hidden">
      <div className="flex items-end justify-between gap-3 border-b border-zinc-100 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-zinc-900">{t.recentOrders}</h2>
          <p className="text-sm text-zinc-500">{t.recentOrdersHint}</p>
        </div>
      </div>
      {orders.isPending ? (
        <ul aria-hidden="true" className="divide-y divide-zinc-100">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="flex items-center gap-4 px-5 py-4">
              <SkeletonBars className="grid flex-1 gap-2" bars={['h-4 w-48', 'h-3 w-64']} />
              <Skeleton className="h-5 w-20 rounded-full" />
            </li>
          ))}
        </ul>
      ) : recent.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
          <Inbox aria-hidden="true" className="size-8 text-zinc-300" />
          <p className="text-sm text-zinc-500">{t.noRecentOrders}</p>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {recent.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                onClick={() => {
                  setDialogWanted(true);
                  setOpen(order);
                }}
                onPointerEnter={prefetchDialog}
                onFocus={prefetchDialog}
                className="flex w-full cursor-pointer items-center gap-4 px-5 py-3.5 text-left transition-colors outline-none hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 text-sm font-medium break-words text-zinc-900">{vehicleName(order)}</span>
                    <RegistrationChip value={order.registration} />
                  </div>
                  <p className="mt-0.5 text-xs break-words text-zinc-500">
                    {order.client_name}
                    {order.client_company ? ` · ${order.client_company}` : ''} · {formatDateTime(order.created_at)}
                  </p>
                </div>
                <span className="hidden text-sm font-medium text-zinc-900 tabular-nums sm:block">
                  {orderTotalTtc(order)}
                </span>
                <OrderStatusBadge status={order.status} />
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <OrderDetailsDialog order={shown} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
