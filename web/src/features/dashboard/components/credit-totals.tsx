import { Wallet } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { useAdminStats } from '@/features/dashboard/api/get-admin-stats';
import { dashboardFr as t } from '@/features/dashboard/fr';
import { formatCredits } from '@/lib/format/format';

/**
 * The prepaid credits' figures (issue 40, decision 040), from the same GET /api/admin/stats as the
 * counters: credits sold and used this month, every client's balance summed. Nothing while the
 * business sells none.
 */
export function CreditTotals() {
  const credits = useAdminStats().data?.credits;
  if (!credits || (credits.sold_this_month === 0 && credits.used_this_month === 0 && credits.outstanding === 0)) return null;
  const figures = [
    { label: t.creditsSold, value: credits.sold_this_month },
    { label: t.creditsUsed, value: credits.used_this_month },
    { label: t.creditsOutstanding, value: credits.outstanding },
  ];
  return (
    <SectionCard title={t.creditsTitle} hint={t.creditsHint} icon={Wallet}>
      <dl className="grid gap-4 p-5 sm:grid-cols-3">
        {figures.map(({ label, value }) => (
          <div key={label} className="grid gap-1">
            <dt className="text-sm text-zinc-600">{label}</dt>
            <dd className="text-2xl font-semibold text-zinc-900 tabular-nums">{formatCredits(value)}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
