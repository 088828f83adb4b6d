import type { Order } from '@app/shared/orders/schemas';
import { lazy, Suspense } from 'react';
import { importOrReload } from '@/lib/browser/chunk-reload';

// Its own chunk (decision 018): loaded with the first client order details shown.
const ClientOrderHistory = lazy(async () => ({
  default: (await importOrReload(() => import('@/features/audit/components/order-history'))).ClientOrderHistory,
}));

/** The audit feature's client timeline, given to the client's order details (issue 22, composed here). */
export function renderClientOrderHistory(order: Order) {
  return (
    <Suspense fallback={null}>
      <ClientOrderHistory order={order} />
    </Suspense>
  );
}
