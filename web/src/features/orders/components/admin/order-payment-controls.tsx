import type { Order } from '@app/shared/orders/schemas';
import { isPaidWithCredits, paymentStatusLabels, paymentStatusOf, paymentStatuses, type PaymentStatus } from '@app/shared/orders/statuses';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { toast } from '@/lib/toast/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { adminOrderFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useUpdateOrderPayment } from '@/features/orders/api/admin-update-payment';
import { cancellingCreditNote, PaymentStatusBadge } from '@/features/orders/components/order-badges';

const t = adminOrderFr;

/**
 * Payment: 'Marquer payé' (paye) and 'Marquer non payé' (non_paye), plus the other statuses.
 * Persisted through the API (docs/spec-deviations.md #4). An order its prepaid credits paid shows
 * « Payé (crédits) » and why it does not change (issue 40: cancelling it refunds them).
 */
export function OrderPaymentControls({ order }: { order: Order }) {
  if (isPaidWithCredits(order)) return <PaidWithCredits />;
  return <EditablePayment order={order} />;
}

function PaidWithCredits() {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-zinc-600">{t.payment}</span>
        <PaymentStatusBadge status="paye" paidWithCredits />
      </div>
      <p className="text-xs text-zinc-500">{t.paidWithCreditsNote}</p>
    </div>
  );
}

function EditablePayment({ order }: { order: Order }) {
  const mutation = useUpdateOrderPayment();
  const current = paymentStatusOf(order.payment_status);
  const sending = mutation.isPending ? mutation.variables.paymentStatus : null;

  const set = (paymentStatus: PaymentStatus) => {
    mutation.mutate(
      { orderId: order.id, paymentStatus },
      {
        onSuccess: () => toast.success(t.paymentUpdated),
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.updateError),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-zinc-600">{t.payment}</span>
        <PaymentStatusBadge status={current} creditNote={cancellingCreditNote(order)} />
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Button
          variant="outline"
          disabled={mutation.isPending}
          onClick={() => set('paye')}
          className="text-green-700 hover:bg-green-50"
        >
          {sending === 'paye' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <CircleCheck aria-hidden="true" />
          )}
          {t.markPaid}
        </Button>
        <Button
          variant="outline"
          disabled={mutation.isPending}
          onClick={() => set('non_paye')}
          className="text-red-700 hover:bg-red-50"
        >
          {sending === 'non_paye' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <CircleX aria-hidden="true" />
          )}
          {t.markUnpaid}
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-payment-status">{t.paymentOther}</Label>
        <NativeSelect
          id="order-payment-status"
          value={current}
          disabled={mutation.isPending}
          onChange={(event) => set(event.target.value as PaymentStatus)}
        >
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {paymentStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
