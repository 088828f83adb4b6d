import type { AuditEntry, TimelineEntry } from '@app/shared/audit/schemas';
import type { Order } from '@app/shared/orders/schemas';
import { auditFr as t } from '@/features/audit/fr';
import { useOrderAudit, useOrderTimeline } from '@/features/audit/api/audit-pages';
import { newestFirst, pagesState, stepOf, TimelineState, type TimelinePages, type TimelineStep } from './audit-timeline';

type OrderDates = Pick<Order, 'id' | 'created_at' | 'updated_at' | 'sav_requested_at'>;

/** The steps the order itself dates: its creation and its (last) SAV request, by the client. */
function orderSteps(order: OrderDates, complete: boolean): TimelineStep[] {
  const steps: TimelineStep[] = [];
  if (order.sav_requested_at) steps.push({ id: 'sav-requested', at: order.sav_requested_at, title: t.savRequested, lines: [] });
  // The creation is the oldest step: shown once the whole list is read.
  if (complete) steps.push({ id: 'created', at: order.created_at, title: t.created, lines: [] });
  return steps;
}

interface HistoryPages extends TimelinePages {
  entries: readonly (AuditEntry | TimelineEntry)[];
}

function OrderHistory({ order, pages }: { order: OrderDates; pages: HistoryPages }) {
  const steps = newestFirst([...pages.entries.map((entry) => stepOf(entry)), ...orderSteps(order, !pages.hasMore)]);
  return <TimelineState steps={steps} {...pagesState(pages)} />;
}

/** 'Historique de la commande' for administrators: every entry of the order, with who and when. */
export function AdminOrderHistory({ order }: { order: OrderDates }) {
  return <OrderHistory order={order} pages={useOrderAudit(order.id, order.updated_at)} />;
}

/** The client's view of its own order's history: status changes and deliveries, nobody named. */
export function ClientOrderHistory({ order }: { order: OrderDates }) {
  return <OrderHistory order={order} pages={useOrderTimeline(order.id, order.updated_at)} />;
}
