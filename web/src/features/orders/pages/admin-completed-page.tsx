import type { OrderStatus } from '@app/shared/orders/statuses';
import { fr } from '@/i18n/fr';
import { adminOrdersFr } from '@/features/orders/fr';
import { AdminOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { AdminOrdersView } from '@/features/orders/components/admin/admin-orders-view';

const STATUSES: readonly OrderStatus[] = ['termine', 'annule'];

/** 'Fichiers terminés' (spec §2): termine + annule, same search and actions. */
export function AdminCompletedPage() {
  return (
    <AdminOrdersView
      title={fr.pages.adminCompleted}
      description={adminOrdersFr.completedDescription}
      statuses={STATUSES}
      emptyTitle={adminOrdersFr.emptyCompleted}
      emptyHint={adminOrdersFr.emptyCompletedHint}
      renderCard={(order, { onDelete }) => <AdminOrderCard order={order} onDelete={onDelete} />}
    />
  );
}
