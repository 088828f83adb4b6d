import type { Order } from '@app/shared/orders/schemas';
import { orderStatusLabels, orderStatusOf, type OrderStatus } from '@app/shared/orders/statuses';
import { hasDeliveredVersion } from '@app/shared/orders/versions';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { adminOrderFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { cn } from '@/lib/utils';
import { useUpdateOrderStatus } from '@/features/orders/api/admin-update-status';
import { FinishWithoutDeliveryDialog } from './finish-without-delivery-dialog';

const t = adminOrderFr;

/**
 * Spec §4: the detail offers these five statuses. 'Annulé' sends annule, not the spec's
 * en_attente (docs/spec-deviations.md #5).
 */
const STATUS_BUTTONS: readonly OrderStatus[] = ['en_attente', 'en_cours', 'termine', 'sav', 'annule'];

const tone: Record<OrderStatus, { dot: string; active: string }> = {
  en_attente: { dot: 'bg-yellow-400', active: 'border-yellow-300 bg-yellow-50 text-yellow-900 ring-yellow-400' },
  en_cours: { dot: 'bg-blue-500', active: 'border-blue-300 bg-blue-50 text-blue-900 ring-blue-500' },
  termine: { dot: 'bg-green-500', active: 'border-green-300 bg-green-50 text-green-900 ring-green-500' },
  sav: { dot: 'bg-purple-500', active: 'border-purple-300 bg-purple-50 text-purple-900 ring-purple-500' },
  annule: { dot: 'bg-red-500', active: 'border-red-300 bg-red-50 text-red-900 ring-red-500' },
};

/** One button per status, the current one highlighted (aria-pressed). */
export function OrderStatusControls({ order }: { order: Order }) {
  const mutation = useUpdateOrderStatus();
  const navigate = useNavigate();
  const current = orderStatusOf(order.status);
  const sending = mutation.isPending ? mutation.variables.status : null;

  const [asking, setAsking] = useState(false);

  const send = (status: OrderStatus, overrideReason?: string) =>
    mutation.mutate(
      { orderId: order.id, status, overrideReason },
      {
        onSuccess: ({ invoice_problem: problem }) => {
          setAsking(false);
          // The invoice that could not be issued says so at once, with the way to fix it (issue 37).
          if (!problem) toast.success(t.statusUpdated);
          else
            toast.warning(t.statusUpdatedWithoutInvoice, {
              description: problem,
              action: { label: t.completeInvoicing, onClick: () => void navigate(paths.admin.invoicingSettings) },
            });
        },
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.updateError),
      },
    );

  const choose = (status: OrderStatus) => {
    if (status === current || mutation.isPending) return;
    // « Terminé » needs a delivered version, or the administrator's reason (decision 033).
    if (status === 'termine' && !hasDeliveredVersion(order.files)) setAsking(true);
    else send(status);
  };

  return (
    <div role="group" aria-label={t.statusGroup} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
      {STATUS_BUTTONS.map((status) => {
        const active = status === current;
        return (
          <Button
            key={status}
            variant="outline"
            aria-pressed={active}
            disabled={mutation.isPending && sending !== status}
            onClick={() => choose(status)}
            className={cn(
              'justify-start',
              active && ['font-semibold ring-1 hover:bg-inherit', tone[status].active],
              status === 'annule' && 'col-span-full sm:col-span-1 lg:col-span-full',
            )}
          >
            {sending === status ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <span aria-hidden="true" className={cn('size-2 rounded-full', tone[status].dot)} />
            )}
            {orderStatusLabels[status]}
          </Button>
        );
      })}
      <FinishWithoutDeliveryDialog
        open={asking}
        busy={mutation.isPending}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => send('termine', reason)}
      />
    </div>
  );
}
