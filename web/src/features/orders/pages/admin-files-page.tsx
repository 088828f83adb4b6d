import type { OrderStatus } from '@app/shared/orders/statuses';
import { fr } from '@/i18n/fr';
import { adminOrdersFr } from '@/features/orders/fr';
import { useOrderCounts } from '@/features/orders/api/orders-queries';
import { AdminOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { AdminOrdersView } from '@/features/orders/components/admin/admin-orders-view';
import { useNewOrdersNotification } from '@/features/orders/components/admin/use-new-orders-notification';

const STATUSES: readonly OrderStatus[] = ['en_attente', 'en_cours'];

/** 'Fichiers à modifier' (spec §2): en_attente + en_cours, polled; new pending orders notify. */
export function AdminFilesPage() {
  // The pending count comes from the counters: every pending order, not only the first page.
  useNewOrdersNotification(useOrderCounts().data?.en_attente);
  return (
    <AdminOrdersView
      title={fr.pages.adminFiles}
      description={adminOrdersFr.filesDescription}
      statuses={STATUSES}
      emptyTitle={adminOrdersFr.emptyFiles}
      emptyHint={adminOrdersFr.emptyFilesHint}
      renderCard={(order, { onDelete }) => <AdminOrderCard order={order} onDelete={onDelete} />}
    />
  );
}
