import type { Order, SavRequestInput } from '@app/shared/orders/schemas';
import { conflict, notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { ORDER_NOT_FOUND } from '../order-data/order-access';
import { toOrder } from '../order-data/order-record';
import { changeOrder } from './order-writes';
import { savRequestNotice } from './order-notices';

export const SAV_ONLY_WHEN_DONE = 'La demande de SAV est possible uniquement pour une commande terminée';

/**
 * POST /api/orders/{id}/sav-request: the owner of a termine order asks for after-sales service;
 * the order becomes sav. The write is conditional on the order being unchanged since it was
 * checked (owner, status termine), so two requests cannot both succeed.
 */
export async function requestSav(user: UserRecord, id: string, input: SavRequestInput): Promise<Order> {
  const updated = await changeOrder(id, (order, now) => {
    if (order.client_id !== user.id) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== 'termine') throw conflict(SAV_ONLY_WHEN_DONE);
    return { status: 'sav', sav_requested_at: now, sav_problem_description: input.problem_description };
  }, savRequestNotice(user.email));
  return toOrder(updated);
}
