import type { Order } from '@app/shared/orders/schemas';
import {
  ArrowLeft,
  Banknote,
  Car,
  FileSearch,
  FolderDown,
  History,
  LifeBuoy,
  ListChecks,
  MessagesSquare,
  NotebookText,
  ReceiptText,
  ScanSearch,
  Trash2,
  Upload,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { fr } from '@/i18n/fr';
import { adminOrderFr, fileAnalysisFr } from '@/features/orders/fr';
import { ApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format/format';
import { usePageTitle } from '@/lib/hooks/use-page-title';
import { useOrder } from '@/features/orders/api/orders-queries';
import { RegistrationChip } from '@/features/orders/components/admin/admin-order-card';
import { DeleteOrderDialog } from '@/features/orders/components/admin/delete-order-dialog';
import { InfoItem, OrderFiles, OrderNotes, OrderServicesList, OrderVehicleInfo } from '@/features/orders/components/admin/order-info';
import { vehicleName } from '@/features/orders/components/admin/order-labels';
import { OriginalAnalysis } from '@/features/orders/components/admin/original-analysis';
import { OrderDeliveryForm } from '@/features/orders/components/admin/order-delivery-form';
import { OrderPaymentControls } from '@/features/orders/components/admin/order-payment-controls';
import { OrderPriceForm } from '@/features/orders/components/admin/order-price-form';
import { OrderStatusControls } from '@/features/orders/components/admin/order-status-controls';
import { Section } from '@/features/orders/components/admin/section';
import { useErrorToast } from '@/features/orders/components/admin/use-error-toast';
import { OrderPaymentBadge, OrderStatusBadge } from '@/features/orders/components/order-badges';
import { orderTotalTtc } from '@/features/orders/components/order-amounts';
import { paths } from '@/lib/paths';
import { OrderChatSlot } from '@/features/orders/components/order-chat-slot';

const t = adminOrderFr;

/** The list an order belongs to, where to go after deleting it. */
function listPathOf(order: Pick<Order, 'status'>): string {
  if (order.status === 'sav') return paths.admin.sav;
  if (order.status === 'termine' || order.status === 'annule') return paths.admin.completed;
  return paths.admin.files;
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="mt-2 h-4 w-80" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SkeletonBars className="grid gap-6" bars={['h-56 rounded-xl', 'h-40 rounded-xl', 'h-32 rounded-xl']} />
        <SkeletonBars className="grid content-start gap-6" bars={['h-48 rounded-xl', 'h-64 rounded-xl']} />
      </div>
    </div>
  );
}

/** The SAV request: an alert while the order is in SAV, a neutral record of it afterwards. */
function SavRequest({ order }: { order: Order }) {
  const open = order.status === 'sav';
  const savText = order.sav_problem_description?.trim();
  return (
    <section
      aria-label={open ? t.sav : t.savHistory}
      data-testid="sav-request"
      data-open={open}
      className={`mb-6 rounded-xl border p-4 ${open ? 'border-purple-200 bg-purple-50' : 'border-zinc-200 bg-zinc-50'}`}
    >
      <p className={`flex flex-wrap items-center gap-x-2 text-sm font-semibold ${open ? 'text-purple-900' : 'text-zinc-700'}`}>
        <LifeBuoy aria-hidden="true" className="size-4" />
        {open ? t.sav : t.savHistory}
        {order.sav_requested_at ? (
          <span className={`font-normal ${open ? 'text-purple-800' : 'text-zinc-600'}`}>
            {t.savRequestedAt(formatDateTime(order.sav_requested_at))}
          </span>
        ) : null}
      </p>
      {savText ? <p className="mt-2 text-sm whitespace-pre-line text-zinc-800">{savText}</p> : null}
    </section>
  );
}

/** The order's invoice section (issue 21), given by app/ from the invoices feature. */
export type OrderInvoiceSlot = (order: Order) => ReactNode;

/** The order's slots app/ fills from other features: its invoice (issue 21), its history (issue 22). */
interface OrderSlots {
  invoice?: OrderInvoiceSlot;
  history?: OrderInvoiceSlot;
  /** The library's « Fichier connu » / « Même logiciel » (issue 41). */
  library?: OrderInvoiceSlot;
}

function OrderDetail({ order, invoice, history, library }: { order: Order } & OrderSlots) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const savText = order.sav_problem_description?.trim();

  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">
              {vehicleName(order) || fr.pages.adminOrderDetail}
            </h1>
            <OrderStatusBadge status={order.status} />
            <OrderPaymentBadge order={order} />
          </div>
          {/* One item per line on a phone. Wider, every item carries its '·' in its left padding and the
              list is shifted left by that padding: the wrapper clips the '·' of whichever item starts a line. */}
          <div className="mt-1 overflow-hidden" data-testid="order-reference">
            <ul className="flex flex-col items-start gap-1 text-sm text-zinc-500 sm:-ml-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-0 sm:[&>li]:relative sm:[&>li]:pl-4 sm:[&>li]:before:absolute sm:[&>li]:before:top-1/2 sm:[&>li]:before:left-1.5 sm:[&>li]:before:-translate-y-1/2 sm:[&>li]:before:text-zinc-400 sm:[&>li]:before:content-['·']">
              <li>
                <RegistrationChip value={order.registration} />
              </li>
              <li className="font-mono text-xs break-all">{t.reference(order.id)}</li>
              <li>
                {t.createdAt} {formatDateTime(order.created_at)}
              </li>
            </ul>
          </div>
        </div>
        <div className="flex shrink-0 flex-col sm:items-end">
          <span className="text-xs text-zinc-500">{t.total}</span>
          <span className="text-2xl font-semibold text-zinc-900 tabular-nums">{orderTotalTtc(order)}</span>
        </div>
      </header>

      {order.status === 'sav' || savText ? <SavRequest order={order} /> : null}

      {/* Actions come first in the DOM (first on a phone); on large screens they sit on the right. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-start-1">
          <Section title={t.status} icon={FileSearch}>
            <OrderStatusControls order={order} />
          </Section>
          <Section title={t.delivery} icon={Upload} description={t.deliveryDescription}>
            <OrderDeliveryForm key={order.id} order={order} />
          </Section>
          <Section title={t.pricePayment} icon={Banknote} bodyClassName="grid gap-6">
            <OrderPriceForm key={order.total_price} order={order} />
            <div className="border-t border-zinc-100 pt-5">
              <OrderPaymentControls order={order} />
            </div>
          </Section>
          {invoice ? (
            <Section title={t.invoice} icon={ReceiptText}>
              {invoice(order)}
            </Section>
          ) : null}
        </div>

        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Section title={t.vehicle} icon={Car}>
            <OrderVehicleInfo order={order} />
          </Section>
          <Section title={fileAnalysisFr.originalAnalysis} icon={ScanSearch}>
            {library ? library(order) : null}
            <OriginalAnalysis order={order} />
          </Section>
          <Section title={t.client} icon={UserRound}>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
              <InfoItem label={t.client}>{order.client_name}</InfoItem>
              <InfoItem label={t.company}>{order.client_company || '—'}</InfoItem>
            </dl>
          </Section>
          <Section title={t.services} icon={ListChecks}>
            <OrderServicesList order={order} />
          </Section>
          <Section title={t.notesAndLinks} icon={NotebookText}>
            <OrderNotes order={order} />
          </Section>
          <Section title={t.files} icon={FolderDown} description={t.filesHint}>
            <OrderFiles order={order} withHistory />
          </Section>
          <Section title={t.chat} icon={MessagesSquare}>
            <OrderChatSlot orderId={order.id} viewerRole="admin" />
          </Section>
          {history ? (
            <Section title={t.history} icon={History}>
              {history(order)}
            </Section>
          ) : null}
        </div>

        <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-start-2">
          <Section title={t.dangerZone} icon={Trash2} className="border-red-200">
            <p className="mb-3 text-sm text-zinc-500">{t.dangerHint}</p>
            <Button variant="destructive" className="w-full" onClick={() => setDeleting(order)}>
              <Trash2 aria-hidden="true" />
              {t.deleteOrder}
            </Button>
          </Section>
        </div>
      </div>

      <DeleteOrderDialog
        order={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => void navigate(listPathOf(deleted), { replace: true })}
      />
    </>
  );
}

/** /admin/orders/:id — reached from the processing lists; has a Back button (history back). */
export function AdminOrderDetailPage({ invoice, history, library }: OrderSlots) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useOrder(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const order = notFound ? undefined : query.data;
  usePageTitle(order ? vehicleName(order) || fr.pages.adminOrderDetail : fr.pages.adminOrderDetail);
  useErrorToast(query.isError && !notFound && !query.data, t.loadError);

  const goBack = () => {
    // History back when the page was reached inside the app, else the list of files to process.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.admin.files);
  };

  let body;
  if (order) {
    body = <OrderDetail order={order} invoice={invoice} history={history} library={library} />;
  } else if (notFound) {
    body = (
      <EmptyState
        icon={FileSearch}
        title={t.notFound}
        description={t.notFoundHint}
        action={<Button onClick={() => void navigate(paths.admin.files)}>{t.backToList}</Button>}
      />
    );
  } else if (query.isError) {
    body = <LoadErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  } else {
    body = <DetailSkeleton />;
  }

  return (
    <>
      <Button variant="ghost" size="sm" className="mb-3 -ml-2 w-fit" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {fr.common.back}
      </Button>
      {order ? null : <h1 className="sr-only">{fr.pages.adminOrderDetail}</h1>}
      {body}
    </>
  );
}
