import { vehicleOf, type OrderRecord } from '../order-data/order-record';
import { administratorIds, getUser } from '../users/user-repository';
import { notificationRecord, type NotificationEvent } from './notify';
import { writeNotificationsOnce } from './notification-repository';

/** What the administrators' 'Nouvelle commande' says of an order: the fields its stream image carries. */
export type NewOrder = Pick<
  OrderRecord,
  'id' | 'client_id' | 'client_name' | 'client_company' | 'vehicle_brand' | 'vehicle_model' | 'registration' | 'created_at'
>;

const newOrderEvent = (order: NewOrder, clientEmail: string | undefined): NotificationEvent => ({
  type: 'new_order',
  title: 'Nouvelle commande',
  message: `${order.client_company || order.client_name}\u202f: ${vehicleOf(order)}`,
  user_email: clientEmail ?? null,
  order_id: order.id,
  about_user_id: order.client_id,
});

/** The same id however often a batch is retried; ids sort by time: the order's creation. */
const notificationIdOf = (order: NewOrder) => `${Date.parse(order.created_at).toString(36).padStart(9, '0')}-order-${order.id}`;

/**
 * Every administrator's 'Nouvelle commande' of the orders a stream batch created (issue 19: the
 * order's own transaction no longer updates every administrator's account item, which made
 * concurrent orders conflict). Once per order and administrator, however often the batch is
 * retried: the notification's id comes from the order.
 */
export async function notifyNewOrders(batch: readonly NewOrder[]): Promise<void> {
  // A transaction may not write one item twice.
  const orders = [...new Map(batch.map((order) => [order.id, order])).values()];
  if (!orders.length) return;
  const clients = [...new Set(orders.map((order) => order.client_id))];
  const [admins, accounts] = await Promise.all([administratorIds(), Promise.all(clients.map((id) => getUser(id)))]);
  const emails = new Map(clients.map((id, i) => [id, accounts[i]?.email]));
  const events = orders.map((order) => ({ order, event: newOrderEvent(order, emails.get(order.client_id)) }));
  await Promise.all(
    admins.map((adminId) =>
      writeNotificationsOnce(
        adminId,
        events.map(({ order, event }) => notificationRecord(adminId, event, new Date(order.created_at), notificationIdOf(order))),
      ),
    ),
  );
}
