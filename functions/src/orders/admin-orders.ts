import type { Order } from '@app/shared/orders/schemas';
import { paymentOnStatusChange, type OrderStatus, type PaymentStatus } from '@app/shared/orders/statuses';
import { nowIso } from '../lib/db/keys';
import { notFound, unavailable } from '../lib/errors';
import { logger } from '../lib/logger';
import { ORDER_NOT_FOUND, requireOrder } from './access';
import { deletePrefix } from '../lib/files/objects';
import { orderPrefix } from './order-files';
import { toOrder } from './order-record';
import { deleteOrderItem, statusChange, updateOrder } from './order-repository';

async function change(id: string, set: Record<string, unknown>): Promise<Order> {
  const updated = await updateOrder(id, { set });
  if (!updated) throw notFound(ORDER_NOT_FOUND);
  return toOrder(updated);
}

const STATUS_ATTEMPTS = 3;

/**
 * PUT /api/admin/orders/{id}/status: any status from any other; gsi2 follows in the same write,
 * and so does the payment rule (termine while non_du → du). The write is conditional on the
 * payment status read, so a concurrent payment change is never overwritten (then it re-reads).
 */
export async function setStatus(id: string, status: OrderStatus): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    const order = await requireOrder(id);
    const updated = await updateOrder(id, {
      set: { ...statusChange(order, status), payment_status: paymentOnStatusChange(status, order.payment_status) },
      condition: { expression: 'payment_status = :seen', values: { ':seen': order.payment_status } },
    });
    if (updated) return toOrder(updated);
    if (attempt >= STATUS_ATTEMPTS) throw unavailable();
  }
}

/** PATCH /api/admin/orders/{id}/price. */
export const setPrice = (id: string, totalPrice: number) => change(id, { total_price: totalPrice });

/** PUT /api/admin/orders/{id}/payment: an explicit choice, kept as set (even non_du on a termine order). */
export const setPayment = (id: string, paymentStatus: PaymentStatus) =>
  change(id, { payment_status: paymentStatus, payment_updated_at: nowIso() });

/**
 * DELETE /api/admin/orders/{id}: the item, then every object under orders/{id}/. Files left by a
 * failed S3 call belong to no order any more; the daily purge job removes them.
 */
export async function deleteOrder(id: string): Promise<{ detail: string }> {
  const deleted = await deleteOrderItem(id);
  if (!deleted) throw notFound(ORDER_NOT_FOUND);
  try {
    const objects = await deletePrefix(orderPrefix(id));
    logger.info('order deleted', { orderId: id, objects });
  } catch (error) {
    logger.warn('order deleted, files left for the purge job', { orderId: id, error: (error as Error).name });
  }
  return { detail: 'Commande supprimée avec succès' };
}
