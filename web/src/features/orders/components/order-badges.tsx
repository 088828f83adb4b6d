import {
  orderStatusColors,
  orderStatusLabels,
  orderStatusOf,
  paymentStatusLabels,
  paymentStatusOf,
  type StatusColor,
} from '@app/shared/orders/statuses';
import { Badge, type BadgeProps } from '@/components/ui/badge';

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

/** Payment status badge; an unknown value shows as non_du (spec §4). */
export function PaymentStatusBadge({ status }: { status: unknown }) {
  const value = paymentStatusOf(status);
  return <Badge variant={paymentVariant[value]}>{paymentStatusLabels[value]}</Badge>;
}
