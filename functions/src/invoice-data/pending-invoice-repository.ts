import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { keyConditions } from '../lib/db/key-conditions';
import { epochSeconds, keys, PENDING_INVOICE_PREFIX } from '../lib/db/keys';
import { queryFirst } from '../lib/db/query';
import type { TransactionItem } from '../lib/db/transaction';

/** How long a handled mark stays before DynamoDB's TTL removes it (the invoices Lambda never deletes). */
const HANDLED_MEMORY_MS = 86_400_000;

/**
 * An order set to « Terminé » while the seller's identity was incomplete (issue 37): its automatic
 * invoice waits, beside the seller's identity, and is issued when the identity is completed.
 */
export const pendingInvoiceEntity = defineEntity({
  type: 'pending_invoice',
  schema: z.object({
    order_id: z.string(),
    since: z.string(),
    handled_at: z.optional(z.string()),
    expires_at: z.optional(z.number()),
  }),
  key: (orderId: string) => keys.pendingInvoice(orderId),
  keyOf: (mark) => keys.pendingInvoice(mark.order_id),
});

/** The write marking an order's invoice as waiting, for the transaction of its status change. */
export const pendingInvoiceWrite = (orderId: string, now: string): TransactionItem =>
  pendingInvoiceEntity.putItem({ order_id: orderId, since: now });

/** The orders whose invoice still waits (at most `limit`). */
export async function pendingInvoiceOrders(limit: number): Promise<string[]> {
  const items = await queryFirst(
    {
      ...keyConditions.beginsWith(keys.pendingInvoice('').pk, PENDING_INVOICE_PREFIX),
      FilterExpression: 'attribute_not_exists(handled_at)',
    },
    limit,
  );
  return pendingInvoiceEntity.parseAll(items).map((mark) => mark.order_id);
}

/** Marks an order's waiting invoice as handled (issued, or not to be issued); TTL removes the mark. */
export async function markPendingInvoiceHandled(orderId: string, now = new Date()): Promise<void> {
  await pendingInvoiceEntity.update(keys.pendingInvoice(orderId), {
    set: { handled_at: now.toISOString(), expires_at: epochSeconds(new Date(now.getTime() + HANDLED_MEMORY_MS)) },
  });
}
