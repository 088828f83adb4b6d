import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { fr } from '@/i18n/fr';
import { dashboardFr } from '@/features/dashboard/fr';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { CreditTotals } from '@/features/dashboard/components/credit-totals';

/**
 * 'Administration' (spec §2): four counters, the prepaid credits' totals when there are any (issue
 * 40), this month's deliveries (issue 41) and the 5 latest orders (the orders feature's, passed in by the route).
 */
export function AdminDashboardPage({ recentOrders, deliveries }: { recentOrders: ReactNode; deliveries?: ReactNode }) {
  return (
    <>
      <PageHeader title={fr.pages.adminDashboard} description={dashboardFr.description} />
      <div className="grid gap-6">
        <StatCards />
        {deliveries}
        <CreditTotals />
        {recentOrders}
      </div>
    </>
  );
}
