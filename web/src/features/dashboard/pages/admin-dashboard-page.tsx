import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { fr } from '@/i18n/fr';
import { dashboardFr } from '@/features/dashboard/fr';
import { StatCards } from '@/features/dashboard/components/stat-cards';

/**
 * 'Administration' (spec §2): four counters and the 5 latest orders (the orders feature's, passed
 * in by the route), and the prepaid credits' totals (the credits feature's, issue 40).
 */
export function AdminDashboardPage({ recentOrders, credits = null }: { recentOrders: ReactNode; credits?: ReactNode }) {
  return (
    <>
      <PageHeader title={fr.pages.adminDashboard} description={dashboardFr.description} />
      <div className="grid gap-6">
        <StatCards />
        {credits}
        {recentOrders}
      </div>
    </>
  );
}
