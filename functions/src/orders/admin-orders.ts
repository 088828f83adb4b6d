import type { Order } from '@app/shared/orders/schemas';
import type { OrderStatus, PaymentStatus } from '@app/shared/orders/statuses';
import { notFound } from '../lib/http/errors';
import { logger } from '../lib/logger';
import { ORDER_NOT_FOUND, requireOrder } from './access';
import { deletePrefix } from '../lib/files/objects';
import { orderPrefix } from './order-files';
import { toOrder } from './order-record';
import { deleteOrderItem, statusChange, updateOrder } from './orders-repository';

async function change(id: string, set: Record<string, unknown>): Promise<Order> {
  const updated = await updateOrder(id, { set });
  if (!updated) throw notFound(ORDER_NOT_FOUND);
  return toOrder(updated);
}

/** PUT /api/admin/orders/{id}/status: any status from any other; gsi2 follows in the same write. */
export async function setStatus(id: string, status: OrderStatus): Promise<Order> {
  const order = await requireOrder(id);
  return change(id, statusChange(order, status));
}

/** PATCH /api/admin/orders/{id}/price. */
export const setPrice = (id: string, totalPrice: number) => change(id, { total_price: totalPrice });

/** PUT /api/admin/orders/{id}/payment. */
export const setPayment = (id: string, paymentStatus: PaymentStatus) => change(id, { payment_status: paymentStatus });

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
