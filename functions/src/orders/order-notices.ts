import type { NotificationEvent } from '../notifications/notify';
import { administratorIds } from '../users/user-repository';
import { vehicleOf, type OrderRecord } from '../order-data/order-record';
import type { OrderNotice } from './order-writes';

const aboutOrder = (order: OrderRecord, event: Omit<NotificationEvent, 'order_id'>): NotificationEvent => ({
  ...event,
  order_id: order.id,
});

/** A SAV request: every administrator is told. */
export const savRequestNotice =
  (clientEmail: string): OrderNotice =>
  async (_before, after) =>
    after && {
      recipients: await administratorIds(),
      event: aboutOrder(after, {
        type: 'sav_request',
        title: 'Nouvelle demande de SAV',
        message: `${after.client_company || after.client_name}\u202f: ${vehicleOf(after)}`,
        user_email: clientEmail,
        about_user_id: after.client_id,
      }),
    };

/** An order that becomes termine: its client is told. */
export const completionNotice: OrderNotice = async (before, after) =>
  after && before?.status !== 'termine' && after.status === 'termine'
    ? {
        recipients: [after.client_id],
        event: aboutOrder(after, {
          type: 'order_completion',
          title: 'Votre fichier est prêt',
          message: `Votre commande ${vehicleOf(after)} est terminée.`,
        }),
      }
    : undefined;

/** A delivered version: its client is told. */
export const fileReadyEvent = (order: OrderRecord, version: string): NotificationEvent =>
  aboutOrder(order, {
    type: 'file_ready',
    title: 'Votre fichier est prêt',
    message: `${version === 'sav' ? 'Le fichier SAV' : `La version ${version.toUpperCase()}`} de votre commande ${vehicleOf(order)} est disponible.`,
  });
