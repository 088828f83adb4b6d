import type { OrderStatus } from '@app/shared/orders/statuses';
import { fr } from '@/i18n/fr';
import { AdminOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { AdminOrdersView } from '@/features/orders/components/admin/admin-orders-view';

const STATUSES: readonly OrderStatus[] = ['termine', 'annule'];

/** 'Fichiers terminés' (spec §2): termine + annule, same search and actions. */
export function AdminCompletedPage() {
  return (
    <AdminOrdersView
      title={fr.pages.adminCompleted}
      description={fr.admin.orders.completedDescription}
      statuses={STATUSES}
      emptyTitle={fr.admin.orders.emptyCompleted}
      emptyHint={fr.admin.orders.emptyCompletedHint}
      renderCard={(order, { onDelete }) => <AdminOrderCard order={order} onDelete={onDelete} />}
    />
  );
}
