import { laterThan } from '../order-data/order-version';
import type { TransactionItem } from '../lib/db/transaction';
import { CONTENDED_BACKOFF, OPTIMISTIC_BACKOFF, retryOptimistic, RETRY } from '../lib/db/optimistic';
import { conflict, notFound, type DomainError } from '../lib/errors';
import { counterUpdates } from '../order-data/counters/counter-repository';
import { writeWithNotifications, type Notice } from '../notifications/notify';
import { ORDER_NOT_FOUND } from '../order-data/order-access';
import type { OrderRecord } from '../order-data/order-record';
import { getOrder, orderItems } from '../order-data/order-repository';
import { lookupWrites } from '../order-data/order-lookup-repository';
import { libraryWrites } from '../library-data/library-writes';

export const ORDER_CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';
const orderChanged = () => conflict(ORDER_CHANGED);

/** Who is told of a write of an order, and what (none when the write is not news). */
export type OrderNotice = (before: OrderRecord | undefined, after: OrderRecord | undefined) => Promise<Notice | undefined>;

/**
 * The write of the order, its counters, its lookup and library keys and its notifications in one transaction; the order
 * item's refusal (order-data/order-repository.ts: RETRY when the order moved meanwhile).
 */
async function transact<R>(
  orderItem: TransactionItem<R>,
  before?: OrderRecord,
  after?: OrderRecord,
  notice?: OrderNotice,
  more: readonly TransactionItem<R>[] = [],
  options: { attempts?: number } = {},
) {
  const told = await notice?.(before, after);
  return writeWithNotifications([orderItem, ...counterUpdates(before, after), ...lookupWrites(before, after), ...libraryWrites(before, after), ...more], told, options);
}

/**
 * What else a change of the order writes in its transaction (the invoice issued on completion,
 * invoice-data/issue.ts): attributes of the order and items whose refusal is RETRY.
 */
export type OrderExtra = (
  before: OrderRecord,
  after: OrderRecord,
  now: string,
) => Promise<{ set: Partial<OrderRecord>; items: readonly TransactionItem<typeof RETRY>[] } | undefined>;

/** The audit entry of a change of the order (audit/audit-item.ts), written in its transaction. */
export type OrderAudit = (before: OrderRecord, after: OrderRecord | undefined, now: string, noted?: Record<string, string>) => TransactionItem[];

export const ORDERS_BUSY = 'Trop de commandes enregistrées au même instant\u202f: réessayez dans un instant.';

/**
 * New orders meet only on a counter shard, held for the time of a transaction (tens of ms): the
 * first pause is of that order, so that a retry on a shard drawn again finds it free.
 */
const CREATION_BACKOFF = { attempts: 30, baseMs: 20, capMs: 320 };

/**
 * Writes a new order, counts it and tells whom `notice` names, in one transaction, with what
 * `more` gives at each attempt (the credit debit that pays it, read again each time: refused
 * RETRY when the balance moved). A transaction conflict (orders created at the same instant
 * meet on a counter shard, a client's debits on its credit account) is retried with another
 * shard, drawn again for each attempt, after a jittered pause; 409 when every attempt lost.
 */
export async function insertOrder(order: OrderRecord, notice?: OrderNotice, more?: () => Promise<readonly TransactionItem<typeof RETRY>[]>): Promise<void> {
  await retryOptimistic(
    async () => {
      const items = (await more?.()) ?? [];
      const written = await transact<typeof RETRY | DomainError>(orderItems.insert(order), undefined, order, notice, items, { attempts: 1 });
      return written === RETRY ? RETRY : undefined;
    },
    () => conflict(ORDERS_BUSY),
    CREATION_BACKOFF,
  );
}

export { laterThan };

/**
 * Applies a change to the order as it is now, with every counter it moves, in one transaction
 * conditional on the order not having changed since it was read; re-reads and retries otherwise
 * (retryOptimistic), and answers 409 ORDER_CHANGED when every attempt lost.
 * `change` may refuse (throw a domain error) after looking at the order; it gets the instant of
 * the write (the order's new updated_at) for the dates it sets. `notice` says who is told of the
 * change, in the same transaction.
 */
export async function changeOrder(
  id: string,
  change: (order: OrderRecord, now: string) => Partial<OrderRecord>,
  notice?: OrderNotice,
  extra?: OrderExtra,
  audit?: OrderAudit,
): Promise<OrderRecord> {
  return retryOptimistic(
    async () => {
      const before = await getOrder(id);
      if (!before) throw notFound(ORDER_NOT_FOUND);
      const now = laterThan(before.updated_at);
      const changed = { ...change(before, now), updated_at: now };
      const more = await extra?.(before, { ...before, ...changed }, now);
      const set = { ...changed, ...more?.set };
      const after: OrderRecord = { ...before, ...set };
      const items = [...(more?.items ?? []), ...(audit ? audit(before, after, now) : [])];
      return (await transact(orderItems.change(before, set), before, after, notice, items)) === RETRY ? RETRY : after;
    },
    orderChanged,
    // An invoice's number is a counter every issue moves: more attempts under contention.
    extra ? CONTENDED_BACKOFF : OPTIMISTIC_BACKOFF,
  );
}

/**
 * Deletes the order and uncounts it, in one transaction with what `extra` adds (the refund of its
 * credits: items whose refusal is RETRY); the order it was.
 */
export async function removeOrder(id: string, audit?: OrderAudit, extra?: OrderExtra): Promise<OrderRecord> {
  return retryOptimistic(async () => {
    const before = await getOrder(id);
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const now = laterThan(before.updated_at);
    const more = await extra?.(before, before, now);
    const items = [...(more?.items ?? []), ...(audit ? audit(before, undefined, now) : [])];
    return (await transact(orderItems.remove(before), before, undefined, undefined, items)) === RETRY ? RETRY : before;
  }, orderChanged);
}
