import type { Order } from '@app/shared/orders/schemas';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { fr } from '@/i18n/fr';
import { clientOrdersFr, newOrderFr } from '@/features/orders/fr';
import { formatDateTime } from '@/lib/format/format';
import { OrderAmounts } from './order-amounts';
import { AnalysisSummaryBox } from './file-analysis/analysis-summary-box';
import { FileVersionList } from './file-version-list';
import { OrderPaymentBadge, OrderStatusBadge } from './order-badges';
import { formatKilometers } from '@/lib/format/format';
import { OrderServices } from './order-services';
import { OrderChatSlot } from '@/features/orders/components/order-chat-slot';
import { OrderHistorySlot } from '@/features/orders/components/order-history-slot';

const t = clientOrdersFr.details;
const labels = newOrderFr;

/** Links typed by the client become clickable when they are http(s) URLs; the rest stays text. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-zinc-800">
      {parts.map((part, index) =>
        /^https?:\/\/\S+$/i.test(part) ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Item({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-full min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-zinc-500">{term}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-zinc-900">
        {children || <span className="font-normal text-zinc-500">{clientOrdersFr.notProvided}</span>}
      </dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** 'Chat & Détails' of a client order (spec §2), with the order chat open. */
export function OrderDetailsDialog({ order }: { order: Order }) {
  const km = formatKilometers(order.kilometers);
  return (
    <DialogContent className="max-w-2xl">
      <DialogHeading
        title={`${order.vehicle_brand} ${order.vehicle_model}`}
        description={t.description(order.id.slice(0, 8).toUpperCase())}
      />

      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-lg border border-zinc-200 p-4 sm:grid-cols-3">
        <Item term={t.vehicle}>
          {[order.vehicle_brand, order.vehicle_model, order.vehicle_year].filter(Boolean).join(' ')}
        </Item>
        <Item term={t.registration}>{order.registration}</Item>
        <Item term={t.engine}>{order.engine}</Item>
        <Item term={t.kilometers}>{km ? clientOrdersFr.kilometersValue(km) : ''}</Item>
        <Item term={t.ecuType}>{order.ecu_type}</Item>
        <Item term={t.fuelType}>{order.fuel_type ? labels.fuelLabels[order.fuel_type] : ''}</Item>
        <Item term={t.gearboxType}>{order.gearbox_type ? labels.gearboxLabels[order.gearbox_type] : ''}</Item>
        <Item term={t.fileOrigin}>{order.file_origin ? labels.fileOriginLabels[order.file_origin] : ''}</Item>
        <Item term={labels.readMethod}>{order.read_method ? labels.readMethodLabels[order.read_method] : ''}</Item>
        <Item term={t.createdAt}>{formatDateTime(order.created_at)}</Item>
        <Item term={t.status}>
          <OrderStatusBadge status={order.status} />
        </Item>
        <Item term={t.payment}>
          <OrderPaymentBadge order={order} />
        </Item>
        {/* The whole row: three lines of amounts never fit half a phone's width. */}
        <Item term={t.total} wide>
          <OrderAmounts order={order} className="justify-start" />
        </Item>
      </dl>

      <Block title={t.services}>
        <OrderServices services={order.selected_services} variant="list" />
      </Block>

      {order.notes ? (
        <Block title={t.notes}>
          <LinkedText text={order.notes} />
        </Block>
      ) : null}

      {order.useful_links ? (
        <Block title={t.usefulLinks}>
          <LinkedText text={order.useful_links} />
        </Block>
      ) : null}

      {order.sav_problem_description ? (
        <Block title={t.savProblem}>
          <div className="rounded-lg border border-purple-200 bg-purple-50 p-3">
            <p className="text-sm whitespace-pre-wrap text-purple-900">{order.sav_problem_description}</p>
            {order.sav_requested_at ? (
              <p className="mt-1 text-xs text-purple-700">{formatDateTime(order.sav_requested_at)}</p>
            ) : null}
          </div>
        </Block>
      ) : null}

      <Block title={t.files}>
        {order.files.original?.analysis ? <AnalysisSummaryBox analysis={order.files.original.analysis} /> : null}
        <FileVersionList order={order} />
      </Block>

      <Block title={t.chat}>
        <OrderChatSlot orderId={order.id} viewerRole="client" defaultOpen />
      </Block>

      <OrderHistorySlot order={order} frame={(content) => <Block title={t.history}>{content}</Block>} />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{fr.common.close}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
