import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { invoicesFr } from '@/features/invoices/fr';
import { formatDate, formatEuro } from '@/lib/format/format';
import { InvoiceStatus } from './invoice-status';
import type { InvoiceColumn } from './invoice-table';

const t = invoicesFr;

/**
 * The columns both lists show, in order: number, date, [who], order (a link to `orderPath`; a credit pack's name),
 * HT, TVA, TTC, status, then the page's actions.
 */
export function invoiceColumns({
  orderPath,
  who = [],
  actions,
}: {
  orderPath: (orderId: string) => string;
  /** Columns between the date and the order (the administrators' client). */
  who?: InvoiceColumn[];
  actions: (invoice: InvoiceSummary) => ReactNode;
}): InvoiceColumn[] {
  return [
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
    ...who,
    {
      key: 'order',
      header: t.order,
      // A credit pack's invoice bills no order (issue 40): the pack sold, by name.
      cell: (i) =>
        i.order_id ? (
          <Link
            to={orderPath(i.order_id)}
            className="text-brand-700 underline-offset-2 hover:underline"
            aria-label={t.seeOrder(i.order_reference)}
          >
            {i.order_reference}
          </Link>
        ) : (
          <span className="break-words">{t.creditPack(i.pack_name ?? i.order_reference)}</span>
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
    { key: 'actions', header: t.actions, hiddenHeader: true, cell: actions },
  ];
}
