import type { OrderStatus } from '@app/shared/orders/statuses';
import { fr } from '@/i18n/fr';
import { adminOrdersFr } from '@/features/orders/fr';
import { SavOrderCard } from '@/features/orders/components/admin/admin-order-card';
import { AdminOrdersView } from '@/features/orders/components/admin/admin-orders-view';

const STATUSES: readonly OrderStatus[] = ['sav'];

/** 'Demandes de SAV' (spec §2): status sav, most recent request first; 'Gérer SAV' opens the detail. */
export function AdminSavPage() {
  return (
    <AdminOrdersView
      title={fr.pages.adminSav}
      description={adminOrdersFr.savDescription}
      statuses={STATUSES}
      emptyTitle={adminOrdersFr.emptySav}
      emptyHint={adminOrdersFr.emptySavHint}
      count={adminOrdersFr.savCount}
      renderCard={(order) => <SavOrderCard order={order} />}
    />
  );
}
