import type { AdminStats } from '@app/shared/orders/schemas';
import { CircleCheckBig, FileClock, type LucideIcon, UserPlus, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { dashboardFr } from '@/features/dashboard/fr';
import { cn } from '@/lib/utils';
import { useAdminStats } from '@/features/dashboard/api/get-admin-stats';
import { paths } from '@/lib/paths';
import { formatCount } from '@/lib/format/format';

const t = dashboardFr;

interface StatDefinition {
  key: keyof AdminStats;
  label: string;
  icon: LucideIcon;
  to: string;
  tone: string;
}

const STATS: readonly StatDefinition[] = [
  {
    key: 'pending_clients',
    label: t.pendingClients,
    icon: UserPlus,
    to: paths.admin.clients,
    tone: 'bg-amber-50 text-amber-600',
  },
  { key: 'new_orders', label: t.newOrders, icon: FileClock, to: paths.admin.files, tone: 'bg-blue-50 text-blue-600' },
  {
    key: 'completed',
    label: t.completed,
    icon: CircleCheckBig,
    to: paths.admin.completed,
    tone: 'bg-green-50 text-green-600',
  },
  { key: 'unpaid', label: t.unpaid, icon: Wallet, to: paths.admin.completed, tone: 'bg-red-50 text-red-600' },
];

/** The four counters of the dashboard; each leads to the matching page. */
export function StatCards() {
  const stats = useAdminStats();

  useEffect(() => {
    if (stats.isError) console.error('Admin stats failed to load:', stats.error);
  }, [stats.isError, stats.error]);

  return (
    <section aria-label={t.statsLabel} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map(({ key, label, icon: Icon, to, tone }) => {
        const value = stats.data?.[key];
        return (
          <Link
            key={key}
            to={to}
            className="group flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition-[border-color,box-shadow] outline-none hover:border-brand-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span className={cn('flex size-10 items-center justify-center rounded-lg', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col gap-1">
              {stats.isPending ? (
                <Skeleton className="h-8 w-12" />
              ) : (
                <span className="text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
                  {typeof value === 'number' ? formatCount(value) : '—'}
                </span>
              )}
              <span className="text-sm text-zinc-600">{label}</span>
            </span>
          </Link>
        );
      })}
    </section>
  );
}
