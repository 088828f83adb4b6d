import type { Order, StatusChange } from '@app/shared/orders/schemas';
import { paymentOnStatusChange, type OrderStatus, type PaymentStatus } from '@app/shared/orders/statuses';
import { hasDeliveredVersion } from '@app/shared/orders/versions';
import { logger } from '../lib/logger';
import { conflict } from '../lib/errors';
import { deletePrefix } from '../lib/files/objects';
import { orderPrefix } from '../order-data/order-files';
import { toOrder, type OrderRecord } from '../order-data/order-record';
import { changeOrder, removeOrder } from './order-writes';
import { completionNotice } from './order-notices';
import { deleteOrderChat } from '../order-data/order-chat-repository';
import { invoiceOnCompletion } from '../invoice-data/issue';
import { readSeller } from '../invoice-data/seller-repository';
import type { AuditContext } from '../audit/audit-item';
import { orderAudit } from './order-audit';
import { markOrderHandled } from '../notifications/order-notifications-read';
import { bothExtras, creditRefund, refuseIfPaidWithCredits } from './order-credits';

export const orderInvoiced = (number: string) =>
  `La commande est facturée (${number})\u202f: annulez sa facture par un avoir pour changer son prix.`;

export const NO_DELIVERED_VERSION = "Livrez d'abord un fichier\u202f: la commande n'a aucune version livrée.";

/** An administrator's « Terminé » without a delivered version: the reason the audit entry keeps. */
export interface StatusOverride {
  force?: boolean;
  reason?: string;
}

/**
 * PUT /api/admin/orders/{id}/status: any status from any other; gsi2, the payment rule
 * (termine while non_du → du), the counters and, on termine, the invoice (issue 21, when the
 * order has none and the seller's identity is complete) follow in the same transaction.
 * « Terminé » needs a delivered version (v1…), else 409, unless forced with a reason that the
 * audit entry records (decision 033).
 */
export async function setStatus(id: string, status: OrderStatus, context: AuditContext, override: StatusOverride = {}): Promise<StatusChange> {
  let forced: string | undefined;
  let problem: string | undefined;
  const audit = orderAudit(context, 'order.status', ['status', 'payment_status']);
  const order = toOrder(
    await changeOrder(
      id,
      (order) => {
        forced = undefined;
        if (status === 'termine' && order.status !== 'termine' && !hasDeliveredVersion(order.files)) {
          if (!override.force) throw conflict(NO_DELIVERED_VERSION);
          forced = override.reason?.trim();
        }
        // An order whose invoice a credit note cancelled owes again only once invoiced again (decision 034).
        const credited = order.credit_note_number !== undefined && !order.invoice_id;
        return { status, payment_status: credited ? order.payment_status : paymentOnStatusChange(status, order.payment_status) };
      },
      completionNotice,
      bothExtras(
        (before, after, now) => {
          problem = undefined;
          return invoiceOnCompletion(before, after, now, (reason) => (problem = reason));
        },
        // Cancelled, an order paid in credits gives them back, once (decision 040).
        creditRefund,
      ),
      (before, after, now) => audit(before, after, now, forced ? { override_reason: forced } : undefined),
    ),
  );
  // Moved by an administrator: its new order, SAV and client messages are handled (decision 032).
  await markOrderHandled(id);
  // The invoice that could not be issued says so at once (issue 37): the answer carries why.
  return problem ? { ...order, invoice_problem: problem } : order;
}

/**
 * PATCH /api/admin/orders/{id}/price (HT): priced again at the seller's rate of now (decision 034);
 * the balance due follows. An invoiced order owes its invoice: its price changes only once a
 * credit note cancelled that invoice (409 before). An order its credits paid keeps its price (409).
 */
export async function setPrice(id: string, totalPrice: number, context: AuditContext): Promise<Order> {
  const { default_vat_rate } = await readSeller();
  const change = (order: OrderRecord) => {
    refuseIfPaidWithCredits(order, 'price');
    if (order.invoice_id) throw conflict(orderInvoiced(order.invoice_number ?? order.invoice_id));
    return { total_price: totalPrice, vat_rate: default_vat_rate };
  };
  return toOrder(await changeOrder(id, change, undefined, undefined, orderAudit(context, 'order.price', ['total_price'])));
}

/**
 * PUT /api/admin/orders/{id}/payment: an explicit choice, kept as set (even non_du on a termine
 * order); an order its credits paid keeps « Payé (crédits) » (409: cancel it to refund them).
 */
export const setPayment = async (id: string, paymentStatus: PaymentStatus, context: AuditContext): Promise<Order> =>
  toOrder(
    await changeOrder(
      id,
      (order, now) => {
        refuseIfPaidWithCredits(order, 'payment');
        return { payment_status: paymentStatus, payment_updated_at: now };
      },
      undefined,
      undefined,
      orderAudit(context, 'order.payment', ['payment_status']),
    ),
  );

/**
 * DELETE /api/admin/orders/{id}: the item, then its chat's items (unreachable already: every chat
 * call reads the order first) and every object under orders/{id}/ (chat attachments included).
 * Files left by a failed S3 call belong to no order any more; the daily purge job removes them.
 */
export async function deleteOrder(id: string, context: AuditContext): Promise<{ detail: string }> {
  // Deleted, an order paid in credits gives them back in the same transaction (decision 040).
  await removeOrder(id, orderAudit(context, 'order.delete', ['status', 'total_price', 'payment_status']), (before, _after, now) => creditRefund(before, undefined, now));
  await deleteOrderChat(id).catch((error: Error) => logger.warn('order chat left', { orderId: id, error: error.name }));
  try {
    const objects = await deletePrefix(orderPrefix(id));
    logger.info('order deleted', { orderId: id, objects });
  } catch (error) {
    logger.warn('order deleted, files left for the purge job', { orderId: id, error: (error as Error).name });
  }
  return { detail: 'Commande supprimée avec succès' };
}
