import { notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import type { OrderRecord } from './order-record';
import { getOrder } from './order-repository';
import { ORDER_NOT_FOUND } from '@app/shared/api/params';

export { ORDER_NOT_FOUND };

/** The order if it exists; 404 otherwise. */
export async function requireOrder(id: string): Promise<OrderRecord> {
  const order = await getOrder(id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order if the caller is its owner or an administrator; 404 otherwise (existence is not revealed). */
export async function requireVisibleOrder(user: UserRecord, id: string): Promise<OrderRecord> {
  const order = await getOrder(id);
  if (!order || (user.role !== 'admin' && order.client_id !== user.id)) throw notFound(ORDER_NOT_FOUND);
  return order;
}
