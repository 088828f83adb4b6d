import { PageHeader } from '@/components/page-header';
import { fr } from '@/i18n/fr';
import { dashboardFr } from '@/features/dashboard/fr';
import { RecentOrders } from '@/features/dashboard/components/recent-orders';
import { StatCards } from '@/features/dashboard/components/stat-cards';

/** 'Administration' (spec §2): four counters and the 5 latest orders. */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title={fr.pages.adminDashboard} description={dashboardFr.description} />
      <div className="grid gap-6">
        <StatCards />
        <RecentOrders />
      </div>
    </>
  );
}
