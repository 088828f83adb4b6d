import type { OrderStatus } from '@app/shared/orders/statuses';
import { fr } from '@/i18n/fr';
import { useOrders } from '@/features/orders/api/orders-queries';
import { AdminOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { AdminOrdersView } from '@/features/orders/components/admin/admin-orders-view';
import { useNewOrdersNotification } from '@/features/orders/components/admin/use-new-orders-notification';

const STATUSES: readonly OrderStatus[] = ['en_attente', 'en_cours'];

/** 'Fichiers à modifier' (spec §2): en_attente + en_cours, polled; new pending orders notify. */
export function AdminFilesPage() {
  const query = useOrders(STATUSES);
  useNewOrdersNotification(query.data);
  return (
    <AdminOrdersView
      title={fr.pages.adminFiles}
      description={fr.admin.orders.filesDescription}
      query={query}
      emptyTitle={fr.admin.orders.emptyFiles}
      emptyHint={fr.admin.orders.emptyFilesHint}
      renderCard={(order, { onDelete }) => <AdminOrderCard order={order} onDelete={onDelete} />}
    />
  );
}
