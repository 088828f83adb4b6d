import {
  orderStatusColors,
  orderStatusLabels,
  orderStatusOf,
  PAID_WITH_CREDITS_LABEL,
  isPaidWithCredits,
  paymentStatusLabels,
  paymentStatusOf,
  type StatusColor,
} from '@app/shared/orders/statuses';
import type { Order } from '@app/shared/orders/schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { orderAmountsFr } from '@/features/orders/fr';

const variantOf: Record<StatusColor, NonNullable<BadgeProps['variant']>> = {
  yellow: 'warning',
  blue: 'info',
  green: 'success',
  purple: 'purple',
  red: 'danger',
};

/** Order status badge; an unknown value shows as en_attente (spec §4). */
export function OrderStatusBadge({ status }: { status: unknown }) {
  const value = orderStatusOf(status);
  return <Badge variant={variantOf[orderStatusColors[value]]}>{orderStatusLabels[value]}</Badge>;
}

const paymentVariant = {
  non_du: 'secondary',
  du: 'warning',
  paye: 'success',
  partiel: 'info',
  litige: 'danger',
  non_paye: 'danger',
} as const;

/**
 * Payment status badge; an unknown value shows as non_du (spec §4). `creditNote`: the credit note
 * that cancelled the order's invoice, said instead of « Non dû » (it owes nothing, issue 37).
 */
export function PaymentStatusBadge({
  status,
  creditNote,
  paidWithCredits = false,
}: {
  status: unknown;
  creditNote?: string | undefined;
  /** Paid with prepaid credits (issue 40): « Payé (crédits) ». */
  paidWithCredits?: boolean;
}) {
  const value = paymentStatusOf(status);
  const label =
    creditNote && value === 'non_du'
      ? orderAmountsFr.cancelledBy(creditNote)
      : paidWithCredits && value === 'paye'
        ? PAID_WITH_CREDITS_LABEL
        : paymentStatusLabels[value];
  return <Badge variant={paymentVariant[value]}>{label}</Badge>;
}

/** The credit note that cancelled the order's invoice, while it has no new one. */
export const cancellingCreditNote = (order: Pick<Order, 'invoice_id' | 'credit_note_number'>) =>
  order.invoice_id ? undefined : order.credit_note_number;

type PaymentFields = Pick<Order, 'payment_status' | 'invoice_id' | 'credit_note_number' | 'paid_in_credits' | 'credits_refunded'>;

/** An order's payment badge (its credit note said when one cancelled its invoice, « Payé (crédits) » when its credits paid it). */
export function OrderPaymentBadge({ order }: { order: PaymentFields }) {
  return <PaymentStatusBadge status={order.payment_status} creditNote={cancellingCreditNote(order)} paidWithCredits={isPaidWithCredits(order)} />;
}
