import { AdminDashboardPage } from '@/features/dashboard/pages/admin-dashboard-page';
import { AdminRecentOrders } from '@/features/orders/components/admin/admin-recent-orders';

/** The dashboard with the orders feature's 5 latest orders: composed here, so dashboard imports no other feature. */
export function AdminDashboardRoute() {
  return <AdminDashboardPage recentOrders={<AdminRecentOrders />} />;
}
