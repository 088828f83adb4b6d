import type { InvoiceSummary } from '@app/shared/invoices/schemas';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One column of an invoice list. */
export interface InvoiceColumn {
  key: string;
  header: string;
  cell: (invoice: InvoiceSummary) => ReactNode;
  /** Amounts: right-aligned, tabular figures. */
  numeric?: boolean;
  /** The header is for screen readers only (the actions column). */
  hiddenHeader?: boolean;
}

interface InvoiceTableProps {
  label: string;
  invoices: readonly InvoiceSummary[];
  columns: readonly InvoiceColumn[];
  /** The previous filter's rows while the new one loads. */
  stale?: boolean;
}

/** The documents as a table on wide screens, as stacked cards on phones (same columns). */
export function InvoiceTable({ label, invoices, columns, stale = false }: InvoiceTableProps) {
  const [first, ...rest] = columns;
  return (
    <Card className={cn('overflow-hidden transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      {/* Scrolls sideways rather than clip a column when the screen is narrower than the row. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" aria-label={label}>
          <thead>
            <tr className="border-b border-zinc-100 bg-zinc-50/60 text-left text-xs text-zinc-500">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    'px-3 py-3 font-medium whitespace-nowrap first:pl-5 last:pr-5',
                    column.numeric && 'text-right',
                  )}
                >
                  {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {invoices.map((invoice) => (
              <tr key={invoice.id} data-invoice-number={invoice.number} className="hover:bg-zinc-50/70">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'px-3 py-3 align-middle text-zinc-700 first:pl-5 last:pr-5',
                      column.numeric && 'text-right whitespace-nowrap tabular-nums',
                    )}
                  >
                    {column.cell(invoice)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-zinc-100 md:hidden" aria-label={label}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className="grid gap-3 px-4 py-4">
            {first ? <div className="font-medium text-zinc-900">{first.cell(invoice)}</div> : null}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {rest.map((column) =>
                column.hiddenHeader ? null : (
                  <div key={column.key} className="min-w-0">
                    <dt className="text-xs text-zinc-500">{column.header}</dt>
                    <dd className={cn('text-zinc-800', column.numeric && 'tabular-nums')}>{column.cell(invoice)}</dd>
                  </div>
                ),
              )}
            </dl>
            {rest
              .filter((column) => column.hiddenHeader)
              .map((column) => (
                <div key={column.key} className="flex flex-wrap gap-2">
                  {column.cell(invoice)}
                </div>
              ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}
