import { Wallet } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { useCreditTotals } from '@/features/credits/api/credits';
import { creditsFr as t } from '@/features/credits/fr';
import { formatCredits } from '@/lib/format/format';

/**
 * The dashboard's credit figures (issue 40), from the counters every movement keeps: credits sold
 * and used this month, every client's balance summed. Nothing while the business sells none.
 */
export function CreditTotalsCard() {
  const totals = useCreditTotals();
  const data = totals.data;
  if (!data || (data.sold_this_month === 0 && data.used_this_month === 0 && data.outstanding === 0)) return null;
  const figures = [
    { label: t.totalsSold, value: data.sold_this_month },
    { label: t.totalsUsed, value: data.used_this_month },
    { label: t.totalsOutstanding, value: data.outstanding },
  ];
  return (
    <SectionCard title={t.totalsTitle} hint={t.balanceHint} icon={Wallet}>
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
