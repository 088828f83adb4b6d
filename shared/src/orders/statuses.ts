/** Order and payment statuses (spec §4), their French labels and colours, and the balance rule. */

export const orderStatuses = ['en_attente', 'en_cours', 'termine', 'sav', 'annule'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  en_attente: 'En attente',
  en_cours: 'En cours',
  termine: 'Terminé',
  sav: 'SAV',
  annule: 'Annulé',
};

export type StatusColor = 'yellow' | 'blue' | 'green' | 'purple' | 'red';

export const orderStatusColors: Record<OrderStatus, StatusColor> = {
  en_attente: 'yellow',
  en_cours: 'blue',
  termine: 'green',
  sav: 'purple',
  annule: 'red',
};

/** A membership test for one list of statuses. */
const memberOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isOrderStatus = memberOf(orderStatuses);

/** Spec §4: an unknown status displays as en_attente. */
export const orderStatusOf = (value: unknown): OrderStatus => (isOrderStatus(value) ? value : 'en_attente');

export const paymentStatuses = ['non_du', 'du', 'paye', 'partiel', 'litige', 'non_paye'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  non_du: 'Non dû',
  du: 'Dû',
  paye: 'Payé',
  partiel: 'Partiel',
  litige: 'Litige',
  non_paye: 'Non payé',
};

export const isPaymentStatus = memberOf(paymentStatuses);

/** The badge of an order its credits paid (decision 040). */
export const PAID_WITH_CREDITS_LABEL = 'Payé (crédits)';

/** An order paid with prepaid credits and not refunded: « Payé (crédits) », owes nothing, never invoiced. */
export const isPaidWithCredits = (order: { paid_in_credits?: number | null; credits_refunded?: boolean | null }): boolean =>
  order.paid_in_credits !== undefined && order.paid_in_credits !== null && !order.credits_refunded;

/** The payment badge's words: « Payé (crédits) » for an order its credits paid, else its status's label. */
export const paymentLabelOf = (order: { payment_status: PaymentStatus; paid_in_credits?: number | null; credits_refunded?: boolean | null }): string =>
  order.payment_status === 'paye' && isPaidWithCredits(order) ? PAID_WITH_CREDITS_LABEL : paymentStatusLabels[order.payment_status];

/** Spec §4: an unknown payment status displays as non_du. */
export const paymentStatusOf = (value: unknown): PaymentStatus => (isPaymentStatus(value) ? value : 'non_du');

export interface PayableOrder {
  status: string;
  payment_status?: string | null;
  total_price?: number | null;
}

/**
 * The payment rule (docs/spec-deviations.md): an order that becomes termine while non_du (the
 * state of every new order) becomes du in the same write, so a finished order is owed until an
 * administrator marks it paid.
 */
export const paymentOnStatusChange = (status: OrderStatus, payment: PaymentStatus): PaymentStatus =>
  status === 'termine' && payment === 'non_du' ? 'du' : payment;

/**
 * The payment status an order shows. A termine order still non_du that no administrator set
 * explicitly (`paymentSetExplicitly` false: a record older than the rule) is du.
 */
export function effectivePaymentStatus(status: OrderStatus, payment: PaymentStatus, paymentSetExplicitly: boolean): PaymentStatus {
  return paymentSetExplicitly ? payment : paymentOnStatusChange(status, payment);
}

/** Payment statuses that say money is owed (the badges 'Dû', 'Partiel', 'Litige', 'Non payé'). */
export const owingPaymentStatuses = ['du', 'partiel', 'litige', 'non_paye'] as const satisfies readonly PaymentStatus[];
const owing: readonly string[] = owingPaymentStatuses;

/**
 * An order counts in the balance due and the unpaid counters exactly when its payment badge says
 * money is owed, whatever its status: badge, balance and counters never disagree. A new order is
 * non_du and becomes du when it is finished (paymentOnStatusChange); it stays owed through a SAV.
 */
export const isUnpaid = (order: Pick<PayableOrder, 'status' | 'payment_status'>): boolean =>
  owing.includes(order.payment_status ?? 'non_du');

const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/** The balance due: the sum of total_price of unpaid orders (isUnpaid), 2 decimals. */
export function balanceDue(orders: readonly PayableOrder[]): number {
  return round2(
    orders.filter(isUnpaid).reduce((sum, o) => sum + (Number.isFinite(o.total_price) ? Number(o.total_price) : 0), 0),
  );
}
