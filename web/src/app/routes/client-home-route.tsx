import { ClientHomePage } from '@/features/home/pages/client-home-page';
import { RecentOrdersCard } from '@/features/orders/components/recent-orders-card';

/** The client home with the orders feature's latest orders card: composed here, so home imports no other feature. */
export function ClientHomeRoute() {
  return <ClientHomePage latestOrders={(className) => <RecentOrdersCard className={className} />} />;
}
