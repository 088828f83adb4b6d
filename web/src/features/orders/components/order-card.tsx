import type { Order } from '@app/shared/orders/schemas';
import { FileText, LifeBuoy, MessageSquareText, ReceiptText } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { clientOrdersFr } from '@/features/orders/fr';
import { formatDateTime } from '@/lib/format/format';
import { OrderAmounts } from './order-amounts';
import { FileVersionButtons } from './file-version-buttons';
import { OrderPaymentBadge, OrderStatusBadge } from './order-badges';
import { formatKilometers } from '@/lib/format/format';
import { useInvoiceDownload } from '@/lib/invoices/invoice-pdf';
import { OrderServices } from './order-services';

const t = clientOrdersFr;

export interface OrderCardProps {
  order: Order;
  onRequestSav: (order: Order) => void;
  onShowDetails: (order: Order) => void;
}

/** One order of 'Mes commandes' (spec §2). */
export function OrderCard({ order, onRequestSav, onShowDetails }: OrderCardProps) {
  const headingId = useId();
  const km = formatKilometers(order.kilometers);
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      data-order-id={order.id}
      className="flex flex-col gap-4 p-5 transition-shadow hover:shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base leading-tight font-semibold text-zinc-900">
            {order.vehicle_brand} {order.vehicle_model}
            {order.vehicle_year ? <span className="font-normal text-zinc-500"> · {order.vehicle_year}</span> : null}
          </h2>
          {order.original_filename ? (
            <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-zinc-500">
              <FileText aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="min-w-0 wrap-anywhere">{order.original_filename}</span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} />
          <OrderPaymentBadge order={order} />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <Detail term={t.registration} value={order.registration} mono />
        <Detail term={t.engine} value={order.engine} />
        <Detail term={t.kilometers} value={km ? t.kilometersValue(km) : ''} />
        <Detail term={t.details.createdAt} value={formatDateTime(order.created_at)} />
      </dl>

      {order.selected_services.length > 0 || order.total_price > 0 ? (
        <div className="flex flex-col gap-3 rounded-lg bg-zinc-50/80 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="sr-only">{t.services}</p>
            <OrderServices services={order.selected_services} />
          </div>
          {order.total_price > 0 ? <OrderAmounts order={order} className="shrink-0" /> : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-zinc-100 pt-4 md:flex-row md:items-center md:justify-between">
        <FileVersionButtons order={order} />
        <div className="flex flex-wrap gap-2">
          {order.invoice_id ? <InvoiceButton invoiceId={order.invoice_id} number={order.invoice_number ?? ''} /> : null}
          {order.status === 'termine' ? (
            <Button size="sm" variant="outline" onClick={() => onRequestSav(order)}>
              <LifeBuoy aria-hidden="true" />
              {t.savButton}
            </Button>
          ) : null}
          <Button size="sm" onClick={() => onShowDetails(order)}>
            <MessageSquareText aria-hidden="true" />
            {t.detailsButton}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** 'Voir la facture' (issue 21): the order's invoice PDF, once issued. */
function InvoiceButton({ invoiceId, number }: { invoiceId: string; number: string }) {
  const { busy, download } = useInvoiceDownload(false, t.invoiceError);
  return (
    <BusyButton
      size="sm"
      variant="outline"
      busy={busy}
      icon={<ReceiptText aria-hidden="true" />}
      aria-label={t.invoiceLabel(number)}
      onClick={() => void download(invoiceId)}
    >
      {t.invoiceButton}
    </BusyButton>
  );
}

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{term}</dt>
      <dd
        className={
          mono ? 'font-medium wrap-anywhere text-zinc-900 tabular-nums' : 'font-medium wrap-anywhere text-zinc-900'
        }
      >
        {value || <span className="font-normal text-zinc-500">{t.notProvided}</span>}
      </dd>
    </div>
  );
}
