import type { LedgerEntry } from '@app/shared/credits/schemas';
import { History } from 'lucide-react';
import { ListFooter } from '@/components/list-footer';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { creditsFr as t } from '@/features/credits/fr';
import type { useCursorPages } from '@/lib/api/use-cursor-pages';
import { formatCredits, formatDateTime } from '@/lib/format/format';
import { useInvoiceDownload } from '@/lib/invoices/invoice-pdf';
import { cn } from '@/lib/utils';

/** What a movement is about: its kind, with the pack, the order or the reason. */
function movementText(entry: LedgerEntry): string {
  const about = entry.pack_name ?? entry.reason ?? (entry.order_id ? `#${entry.order_id.slice(0, 8).toUpperCase()}` : null);
  return about ? `${t.kinds[entry.kind]} · ${about}` : t.kinds[entry.kind];
}

/** A purchase's invoice (issue 40): its Factur-X PDF, as « Mes factures » downloads it. */
function InvoiceLink({ number, asAdmin }: { number: string; asAdmin: boolean }) {
  const { busy, download } = useInvoiceDownload(asAdmin, t.invoiceError);
  return (
    <button
      type="button"
      className="text-brand-700 text-xs underline-offset-2 hover:underline disabled:opacity-60"
      disabled={busy}
      aria-label={t.invoiceLabel(number)}
      onClick={() => void download(number)}
    >
      {t.invoice(number)}
    </button>
  );
}

/** The movements of a ledger, newest first, with the balance after each; « Charger plus » for older ones. */
export function LedgerList({ pages, asAdmin = false }: { pages: ReturnType<typeof useCursorPages<LedgerEntry>>; asAdmin?: boolean }) {
  const { query, items } = pages;
  if (query.isPending) {
    return (
      <SkeletonGroup className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </SkeletonGroup>
    );
  }
  if (!query.data) return <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState icon={History} title={t.historyEmpty} />;
  return (
    <>
      <ul aria-label={t.history} className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white">
        {items.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-zinc-900">{movementText(entry)}</p>
              <p className="text-xs text-zinc-500">{formatDateTime(entry.created_at)}</p>
              {entry.invoice_id ? <InvoiceLink number={entry.invoice_id} asAdmin={asAdmin} /> : null}
            </div>
            <div className="text-right tabular-nums">
              <p className={cn('font-semibold', entry.amount < 0 ? 'text-zinc-900' : 'text-emerald-700')}>
                {entry.amount > 0 ? '+' : ''}
                {formatCredits(entry.amount)}
              </p>
              <p className="text-xs text-zinc-500">
                {t.columns.balanceAfter}&#8239;: {formatCredits(entry.balance_after)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <ListFooter {...pages} searchingMore={false} searching={false} texts={t} shown={items.length} className="mt-4" />
    </>
  );
}
