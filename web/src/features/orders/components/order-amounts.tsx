import type { Order } from '@app/shared/orders/schemas';
import { orderAmountsFr } from '@/features/orders/fr';
import { formatEuro, formatEuroTtc, formatRate } from '@/lib/format/format';
import { cn } from '@/lib/utils';

const t = orderAmountsFr;

type Amounts = Pick<Order, 'vat_rate' | 'total_ht' | 'total_vat' | 'total_ttc'>;

/**
 * An order's amounts as the server computed them (decision 034: its invoice's once invoiced, else
 * its price taxed at its rate): Total HT, TVA at its rate, Total TTC. The web only formats.
 */
export function OrderAmounts({ order, className }: { order: Amounts; className?: string }) {
  const rows = [
    { key: 'ht', term: t.totalHt, value: formatEuro(order.total_ht) },
    { key: 'vat', term: t.vat(formatRate(order.vat_rate)), value: formatEuro(order.total_vat) },
    { key: 'ttc', term: t.totalTtc, value: formatEuro(order.total_ttc), strong: true },
  ];
  return (
    <dl className={cn('grid grid-cols-[auto_auto] justify-end gap-x-4 gap-y-0.5 text-sm', className)}>
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className={row.strong ? 'font-medium text-zinc-900' : 'text-zinc-500'}>{row.term}</dt>
          <dd className={cn('text-right tabular-nums', row.strong ? 'text-base font-semibold text-zinc-900' : 'text-zinc-700')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** '324,60 € TTC': an order's amount including tax in one line (the lists). */
export const orderTotalTtc = (order: Pick<Order, 'total_ttc'>) => formatEuroTtc(order.total_ttc);
