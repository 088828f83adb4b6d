import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ListFooter } from '@/components/list-footer';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { fr } from '@/i18n/fr';
import { invoicesFr } from '@/features/invoices/fr';
import { useMyInvoices } from '@/features/invoices/api/invoice-pages';
import { DownloadInvoiceButton } from '@/features/invoices/components/download-invoice-button';
import { InvoiceStatus } from '@/features/invoices/components/invoice-status';
import { InvoiceTable, type InvoiceColumn } from '@/features/invoices/components/invoice-table';
import { InvoicesSkeleton } from '@/features/invoices/components/invoices-skeleton';
import { formatDate, formatEuro } from '@/lib/format/format';
import { useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';
import { paths } from '@/lib/paths';

const t = invoicesFr;

const columns: InvoiceColumn[] = [
  {
    key: 'number',
    header: t.number,
    cell: (i) => <span className="font-medium whitespace-nowrap text-zinc-900 tabular-nums">{i.number}</span>,
  },
  {
    key: 'date',
    header: t.date,
    cell: (i) => <span className="whitespace-nowrap tabular-nums">{formatDate(i.issue_date)}</span>,
  },
  {
    key: 'order',
    header: t.order,
    cell: (i) => (
      <Link
        to={paths.orderLink(i.order_id)}
        className="text-brand-700 underline-offset-2 hover:underline"
        aria-label={t.seeOrder(i.order_reference)}
      >
        {i.order_reference}
      </Link>
    ),
  },
  { key: 'ht', header: t.totalHt, numeric: true, cell: (i) => formatEuro(i.total_ht) },
  { key: 'vat', header: t.totalVat, numeric: true, cell: (i) => formatEuro(i.total_vat) },
  {
    key: 'ttc',
    header: t.totalTtc,
    numeric: true,
    cell: (i) => <span className="font-medium text-zinc-900">{formatEuro(i.total_ttc)}</span>,
  },
  { key: 'status', header: t.status, cell: (i) => <InvoiceStatus invoice={i} /> },
  { key: 'actions', header: t.actions, hiddenHeader: true, cell: (i) => <DownloadInvoiceButton invoice={i} /> },
];

/** 'Mes factures' (issue 21): the client's invoices and credit notes, newest first, by pages. */
export function InvoicesPage() {
  const pages = useMyInvoices();
  const { query, invoices } = pages;
  useLoadErrorToast(query.isError, t.loadError, 'invoices-load-error');

  let body: ReactNode;
  if (query.isPending) body = <InvoicesSkeleton />;
  else if (!query.data) body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  else if (invoices.length === 0) body = <EmptyState icon={ReceiptText} title={t.empty} description={t.emptyHint} />;
  else
    body = (
      <>
        <InvoiceTable label={t.listLabel} invoices={invoices} columns={columns} />
        <ListFooter
          {...pages}
          searchingMore={false}
          searching={false}
          texts={t}
          shown={invoices.length}
          className="mt-6"
        />
      </>
    );

  return (
    <>
      <PageHeader title={fr.pages.invoices} description={t.description} />
      {body}
    </>
  );
}
