import type { NotificationType } from '@app/shared/notifications/schemas';
import type { UserRecord } from '../users/user-record';
import { markManyRead, unreadOfOrder } from './notification-repository';

/** What an administrator's handling of an order settles, for every administrator (issue 37). */
const ADMIN_ORDER_TASKS: ReadonlySet<NotificationType> = new Set(['new_order', 'sav_request', 'client_message']);

/** Marks each recipient's notifications read, one transaction per recipient; how many it marked. */
async function markEach(unread: readonly { recipientId: string; id: string }[]): Promise<number> {
  const byRecipient = new Map<string, { id: string }[]>();
  for (const n of unread) byRecipient.set(n.recipientId, [...(byRecipient.get(n.recipientId) ?? []), n]);
  const marked = await Promise.all([...byRecipient].map(([recipientId, items]) => markManyRead(recipientId, items.map((n) => n.id))));
  return marked.reduce((a, b) => a + b, 0);
}

/**
 * A client acted on its order (opened it, downloaded a version, read its chat): its unread
 * notifications of that order are read, with its unread count (one Query of the order index).
 */
export async function markOrderReadByClient(clientId: string, orderId: string): Promise<number> {
  return markEach(await unreadOfOrder(orderId, clientId));
}

/**
 * An administrator opened or moved an order: every administrator's 'Nouvelle commande',
 * 'Nouvelle demande de SAV' and client messages of that order are read (a task done by one is
 * done for all); the client's own notifications stay as they are.
 */
export async function markOrderHandled(orderId: string): Promise<number> {
  return markEach((await unreadOfOrder(orderId)).filter((n) => ADMIN_ORDER_TASKS.has(n.type)));
}

/** The caller opened an order: a client's notifications of it, or the administrators' tasks of it. */
export const markOrderOpened = (user: UserRecord, orderId: string): Promise<number> =>
  user.role === 'admin' ? markOrderHandled(orderId) : markOrderReadByClient(user.id, orderId);
