import type { InvoiceTotals } from '@app/shared/invoices/schemas';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { invoicesFr } from '@/features/invoices/fr';
import { formatCount, formatEuro } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = invoicesFr;

interface InvoiceTotalsBarProps {
  totals: InvoiceTotals | undefined;
  loading: boolean;
  failed: boolean;
  /** The previous period's figures while the new ones load. */
  stale: boolean;
}

/** Totals HT, TVA and TTC of the period (credit notes deducted), with the number of documents. */
export function InvoiceTotalsBar({ totals, loading, failed, stale }: InvoiceTotalsBarProps) {
  const tiles = [
    { key: 'ht', label: t.totalHt, value: totals ? formatEuro(totals.total_ht) : '' },
    { key: 'vat', label: t.totalVat, value: totals ? formatEuro(totals.total_vat) : '' },
    { key: 'ttc', label: t.totalTtc, value: totals ? formatEuro(totals.total_ttc) : '', strong: true },
  ];
  return (
    <section aria-labelledby="invoice-totals-title" className="mb-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="invoice-totals-title" className="text-sm font-semibold text-zinc-900">
          {t.totalsLabel}
          {totals ? (
            <span className="ml-2 font-normal text-zinc-500">· {t.totalsCount(formatCount(totals.count))}</span>
          ) : null}
        </h2>
        <p className="text-xs text-zinc-500">{failed ? t.totalsError : t.totalsHint}</p>
      </div>
      <dl className={cn('grid gap-3 sm:grid-cols-3', stale && 'opacity-60')} aria-busy={loading || stale || undefined}>
        {tiles.map((tile) => (
          <Card key={tile.key} className={cn('grid gap-1 px-4 py-3', tile.strong && 'border-brand-200 bg-brand-50/60')}>
            <dt className="text-xs font-medium text-zinc-500">{tile.label}</dt>
            <dd className={cn('text-xl font-semibold tabular-nums', tile.strong ? 'text-brand-900' : 'text-zinc-900')}>
              {loading && !totals ? <Skeleton className="my-1 h-6 w-28" /> : tile.value || '—'}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
