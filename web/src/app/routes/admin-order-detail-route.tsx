import { OrderInvoicePanel } from '@/features/invoices/components/order-invoice-panel';
import { AdminOrderDetailPage } from '@/features/orders/pages/admin-order-detail-page';

/** The order detail with the invoices feature's 'Facture' section: composed here, so orders imports no other feature. */
export function AdminOrderDetailRoute() {
  return <AdminOrderDetailPage invoice={(order) => <OrderInvoicePanel order={order} />} />;
}
