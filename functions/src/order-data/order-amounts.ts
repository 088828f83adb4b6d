import { isUnpaid } from '@app/shared/orders/statuses';
import { toCents } from '@app/shared/pricing/amount-schema';
import { DEFAULT_VAT_RATE, taxedAmounts, type TaxedAmounts } from '@app/shared/pricing/vat';
import type { OrderRecord } from './order-record';

/**
 * What an order costs and owes (issue 37, decision 034), from its item alone, so that its
 * screens, its client's balance and the counters (written with each change, recounted nightly)
 * compute the same figure:
 * - once invoiced, the amounts of its invoice, as issued (kept on the order by the issuing write);
 * - else its price (HT, `total_price`) taxed at the rate the order keeps (the seller's default
 *   rate when it was priced; an order older than that, DEFAULT_VAT_RATE).
 */
export function orderAmounts(order: Pick<OrderRecord, 'total_price' | 'vat_rate' | 'invoice_id' | 'invoice_amounts'>): TaxedAmounts {
  if (order.invoice_id && order.invoice_amounts) return order.invoice_amounts;
  return taxedAmounts(toCents(order.total_price), order.vat_rate ?? DEFAULT_VAT_RATE);
}

/** Paid with a prepaid client's credits and not refunded (decision 040): owes nothing, never invoiced. */
export const paidWithCredits = (order: Pick<OrderRecord, 'credits_cents' | 'credits_refunded_at'>): boolean =>
  order.credits_cents !== undefined && order.credits_refunded_at === undefined;

/**
 * What the order owes now, TTC in cents: its amount including tax while its payment badge says
 * money is owed (isUnpaid: 'Dû', 'Partiel', 'Litige', 'Non payé'), else nothing. An order whose
 * invoice a credit note cancelled is 'Non dû' until invoiced again.
 */
export const amountDueCents = (
  order: Pick<OrderRecord, 'total_price' | 'vat_rate' | 'invoice_id' | 'invoice_amounts' | 'status'>,
  paymentStatus: OrderRecord['payment_status'],
): number => (isUnpaid({ status: order.status, payment_status: paymentStatus }) ? orderAmounts(order).ttc_cents : 0);
