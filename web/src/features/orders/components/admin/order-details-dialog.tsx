import type { Order } from '@app/shared/orders/schemas';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogFooter, DialogHeading, TargetDialog } from '@/components/ui/dialog';
import { adminOrderFr } from '@/features/orders/fr';
import { formatDateTime } from '@/lib/format/format';
import { orderTotalTtc } from '@/features/orders/components/order-amounts';
import { OrderPaymentBadge, OrderStatusBadge } from '@/features/orders/components/order-badges';
import { paths } from '@/lib/paths';
import { InfoItem, OrderFiles, OrderNotes, OrderServicesList, OrderVehicleInfo } from './order-info';
import { clientWithCompany, vehicleName } from './order-labels';
import { AnalysisSummaryBox } from '@/features/orders/components/file-analysis/analysis-summary-box';
import { OrderChatSlot } from '@/features/orders/components/order-chat-slot';

const t = adminOrderFr;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export interface OrderDetailsDialogProps {
  order: Order | null;
  onClose: () => void;
}

/**
 * The dashboard's order details: vehicle, client, status, payment, total, services, notes and
 * files, the order chat, and a way to the full detail page.
 */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const navigate = useNavigate();
  return (
    <TargetDialog target={order} onClose={onClose}>
      {(order) => (
        <DialogContent className="max-w-2xl gap-6">
          <DialogHeading
            title={vehicleName(order)}
            description={
              <>
                {t.reference(order.id)} · {t.createdAt} {formatDateTime(order.created_at)}
              </>
            }
          />

          <dl className="grid grid-cols-2 gap-4 rounded-lg border border-zinc-200 bg-zinc-50 p-4 sm:grid-cols-4">
            <InfoItem label={t.client} className="col-span-2">
              {clientWithCompany(order)}
            </InfoItem>
            <InfoItem label={t.status}>
              <OrderStatusBadge status={order.status} />
            </InfoItem>
            <InfoItem label={t.payment}>
              <OrderPaymentBadge order={order} />
            </InfoItem>
          </dl>

          <Block title={t.vehicle}>
            <OrderVehicleInfo order={order} />
          </Block>
          <Block title={t.services}>
            <OrderServicesList order={order} />
          </Block>
          {order.notes.trim() || order.useful_links.trim() ? (
            <Block title={t.notesAndLinks}>
              <OrderNotes order={order} />
            </Block>
          ) : null}
          <Block title={t.files}>
            {order.files.original?.analysis ? <AnalysisSummaryBox analysis={order.files.original.analysis} /> : null}
            <OrderFiles order={order} />
          </Block>
          <OrderChatSlot orderId={order.id} viewerRole="admin" />

          <DialogFooter className="items-center sm:justify-between">
            <span className="text-sm text-zinc-600">
              {t.total} <strong className="text-zinc-900 tabular-nums">{orderTotalTtc(order)}</strong>
            </span>
            <Button
              onClick={() => {
                onClose();
                void navigate(paths.admin.order(order.id));
              }}
            >
              {t.manageOrder}
              <ArrowRight aria-hidden="true" />
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </TargetDialog>
  );
}
