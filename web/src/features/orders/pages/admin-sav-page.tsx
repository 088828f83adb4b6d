import type { OrderStatus } from '@app/shared/orders/statuses';
import { fr } from '@/i18n/fr';
import { useOrders } from '@/features/orders/api/orders-queries';
import { SavOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { AdminOrdersView } from '@/features/orders/components/admin/admin-orders-view';
import { sortBySavRequest } from '@/features/orders/components/admin/order-search';

const STATUSES: readonly OrderStatus[] = ['sav'];

/** 'Demandes de SAV' (spec §2): status sav, most recent request first; 'Gérer SAV' opens the detail. */
export function AdminSavPage() {
  const query = useOrders(STATUSES);
  return (
    <AdminOrdersView
      title={fr.pages.adminSav}
      description={fr.admin.orders.savDescription}
      query={query}
      emptyTitle={fr.admin.orders.emptySav}
      emptyHint={fr.admin.orders.emptySavHint}
      sort={sortBySavRequest}
      count={fr.admin.orders.savCount}
      renderCard={(order) => <SavOrderCard order={order} />}
    />
  );
}
