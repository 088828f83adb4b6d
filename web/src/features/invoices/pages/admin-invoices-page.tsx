import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import { FileMinus, FileSpreadsheet, ReceiptText } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { ListFooter } from '@/components/list-footer';
import { NoSearchResults } from '@/components/no-search-results';
import { PageHeader } from '@/components/page-header';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { fr } from '@/i18n/fr';
import { invoicesFr } from '@/features/invoices/fr';
import { exportInvoicesCsv } from '@/features/invoices/api/invoice-files';
import { useAdminInvoices, useInvoiceTotals } from '@/features/invoices/api/invoice-pages';
import { CreditNoteDialog } from '@/features/invoices/components/credit-note-dialog';
import { DownloadInvoiceButton } from '@/features/invoices/components/download-invoice-button';
import { InvoiceFilters, type InvoiceFilterValues } from '@/features/invoices/components/invoice-filters';
import { invoiceColumns } from '@/features/invoices/components/invoice-columns';
import { InvoiceTable, type InvoiceColumn } from '@/features/invoices/components/invoice-table';
import { InvoiceTotalsBar } from '@/features/invoices/components/invoice-totals';
import { InvoicesSkeleton } from '@/features/invoices/components/invoices-skeleton';
import { currentMonth, type Period, periodProblem, type PeriodProblem } from '@/features/invoices/lib/period';
import { getErrorDetail } from '@/lib/api/api-error';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';
import { paths } from '@/lib/paths';

const t = invoicesFr;

const problemText: Record<PeriodProblem, string> = {
  missing: t.periodMissing,
  reversed: t.periodReversed,
  tooLong: t.periodTooLong,
};

function columnsFor(onCredit: (invoice: InvoiceSummary) => void): InvoiceColumn[] {
  return invoiceColumns({
    orderPath: paths.admin.order,
    who: [
      {
        key: 'client',
        header: t.client,
        cell: (i) => (
          <span className="block max-w-48 break-words">{i.client_name}</span>
        ),
      },
    ],
    actions: (i) => (
      <div className="flex items-center justify-end gap-1.5">
        <DownloadInvoiceButton invoice={i} asAdmin iconOnly />
        {i.kind === 'invoice' && !i.credited_by && !i.pack_name ? (
          <Button
            variant="ghost"
            size="sm"
            className="max-2xl:size-8 max-2xl:px-0"
            aria-label={t.creditNoteLabel(i.number)}
            title={t.creditNoteLabel(i.number)}
            onClick={() => onCredit(i)}
          >
            <FileMinus aria-hidden="true" />
            {/* Words on the widest screens; an icon (named, with its tooltip) where the row is tight. */}
            <span className="max-2xl:sr-only">{t.creditNote}</span>
          </Button>
        ) : null}
      </div>
    ),
  });
}

/** The period the list, totals and export read: the one typed, or the last valid one while it is not. */
function usePeriod(filters: InvoiceFilterValues) {
  const typed: Period = { from: filters.from, to: filters.to };
  const problem = periodProblem(typed);
  const lastValid = useRef(typed);
  if (!problem) lastValid.current = typed;
  return { period: problem ? lastValid.current : typed, problem };
}

function ExportButton({ period, disabled }: { period: Period; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportInvoicesCsv(period);
      toast.success(t.exported);
    } catch (cause) {
      toast.error(getErrorDetail(cause) ?? t.exportError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton
      busy={busy}
      disabled={disabled}
      icon={<FileSpreadsheet aria-hidden="true" />}
      onClick={() => void run()}
    >
      {busy ? t.exporting : t.exportCsv}
    </BusyButton>
  );
}

/**
 * 'Factures' (issue 21): every invoice and credit note by pages, searched by number or client
 * name, filtered by period and kind; the period's totals, its CSV export, and 'Établir un avoir'.
 */
export function AdminInvoicesPage() {
  const [filters, setFilters] = useState<InvoiceFilterValues>(() => ({ ...currentMonth(), search: '', kind: '' }));
  const q = useDebouncedValue(filters.search.trim(), 300);
  const { period, problem } = usePeriod(filters);
  const pages = useAdminInvoices({ q, ...period, kind: filters.kind });
  const totals = useInvoiceTotals(period);
  const [crediting, setCrediting] = useState<InvoiceSummary | null>(null);
  const { query, invoices } = pages;
  useLoadErrorToast(query.isError, t.loadError, 'admin-invoices-load-error');

  let body: ReactNode;
  if (query.isPending) body = <InvoicesSkeleton />;
  else if (!query.data) body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  else if (invoices.length > 0)
    body = (
      <>
        <InvoiceTable
          label={t.adminListLabel}
          invoices={invoices}
          columns={columnsFor(setCrediting)}
          stale={pages.stale}
        />
        <ListFooter
          {...pages}
          searchingMore={false}
          searching={q !== ''}
          texts={t}
          shown={invoices.length}
          className="mt-6"
        />
      </>
    );
  else if (q === '' && filters.kind === '')
    body = <EmptyState icon={ReceiptText} title={t.adminEmpty} description={t.adminEmptyHint} />;
  else
    body = (
      <NoSearchResults
        title={t.noResults}
        description={t.noResultsHint}
        onClear={() => setFilters({ ...filters, search: '', kind: '' })}
      />
    );

  return (
    <>
      <PageHeader
        title={fr.pages.adminInvoices}
        description={t.adminDescription}
        actions={<ExportButton period={period} disabled={problem !== null} />}
      />
      <InvoiceFilters value={filters} onChange={setFilters} periodError={problem ? problemText[problem] : undefined} />
      <InvoiceTotalsBar
        totals={totals.data}
        loading={totals.isPending}
        failed={totals.isError}
        stale={totals.isPlaceholderData}
      />
      {body}
      <CreditNoteDialog invoice={crediting} onClose={() => setCrediting(null)} />
    </>
  );
}
