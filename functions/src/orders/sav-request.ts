import type { Order, SavRequestInput } from '@app/shared/orders/schemas';
import { nowIso } from '../lib/db/keys';
import { conflict, notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { ORDER_NOT_FOUND } from './access';
import { toOrder } from './order-record';
import { getOrder, statusChange, updateOrder } from './order-repository';

export const SAV_ONLY_WHEN_DONE = 'La demande de SAV est possible uniquement pour une commande terminée';

/**
 * POST /api/orders/{id}/sav-request: the owner of a termine order asks for after-sales service;
 * the order becomes sav. The write is conditional on the owner and on the status still being
 * termine, so two requests cannot both succeed.
 */
export async function requestSav(user: UserRecord, id: string, input: SavRequestInput): Promise<Order> {
  const order = await getOrder(id);
  if (!order || order.client_id !== user.id) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== 'termine') throw conflict(SAV_ONLY_WHEN_DONE);
  const now = nowIso();
  const updated = await updateOrder(id, {
    set: {
      ...statusChange(order, 'sav'),
      sav_requested_at: now,
      updated_at: now,
      sav_problem_description: input.problem_description,
    },
    condition: {
      expression: '#st = :termine AND client_id = :me',
      names: { '#st': 'status' },
      values: { ':termine': 'termine', ':me': user.id },
    },
  });
  if (!updated) {
    if (!(await getOrder(id))) throw notFound(ORDER_NOT_FOUND);
    throw conflict(SAV_ONLY_WHEN_DONE);
  }
  return toOrder(updated);
}
