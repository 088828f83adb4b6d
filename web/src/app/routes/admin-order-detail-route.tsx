import { OrderInvoicePanel } from '@/features/invoices/components/order-invoice-panel';
import { AdminOrderDetailPage } from '@/features/orders/pages/admin-order-detail-page';
import { AdminOrderHistory } from '@/features/audit/components/order-history';
import { OrderLibraryNotice } from '@/features/library/components/order-library-notice';

/**
 * The order detail with the invoices feature's 'Facture' section and the audit feature's
 * 'Historique de la commande': composed here, so orders imports no other feature.
 */
export function AdminOrderDetailRoute() {
  return (
    <AdminOrderDetailPage
      invoice={(order) => <OrderInvoicePanel order={order} />}
      history={(order) => <AdminOrderHistory order={order} />}
      library={(order) => <OrderLibraryNotice orderId={order.id} />}
    />
  );
}
