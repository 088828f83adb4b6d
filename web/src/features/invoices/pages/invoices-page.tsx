import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListFooter } from '@/components/list-footer';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { fr } from '@/i18n/fr';
import { invoicesFr } from '@/features/invoices/fr';
import { useMyInvoices } from '@/features/invoices/api/invoice-pages';
import { DownloadInvoiceButton } from '@/features/invoices/components/download-invoice-button';
import { invoiceColumns } from '@/features/invoices/components/invoice-columns';
import { InvoiceTable } from '@/features/invoices/components/invoice-table';
import { InvoicesSkeleton } from '@/features/invoices/components/invoices-skeleton';
import { useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';
import { paths } from '@/lib/paths';

const t = invoicesFr;

const columns = invoiceColumns({
  orderPath: paths.orderLink,
  actions: (invoice) => <DownloadInvoiceButton invoice={invoice} />,
});

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
