import { ORDER_NOT_FOUND } from '@app/shared/api/params';
import { conflict, notFound } from '../lib/errors';
import { OPTIMISTIC_BACKOFF, RETRY, retryOptimistic } from '../lib/db/optimistic';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { counterUpdates } from '../order-data/counters/counter-repository';
import type { OrderRecord } from '../order-data/order-record';
import { getOrder, orderItems } from '../order-data/order-repository';
import { laterThan } from '../order-data/order-version';
import { libraryWrites } from './library-writes';

export const LIBRARY_CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';

/** The library's word on an order after a change (its `library` attribute). */
export type LibraryState = NonNullable<OrderRecord['library']>;

/**
 * Changes the library's word on an order (decision 042: a version revoked, the original not
 * reusable) in one transaction conditional on the order as read, with its library items, the
 * counters' list versions and `audit`'s entry; read again and retried when it moved meanwhile
 * (409 once every attempt lost). `change` may refuse after looking at the order; none (undefined)
 * writes nothing and answers the order as read.
 */
export async function changeLibraryState(
  id: string,
  change: (order: OrderRecord) => LibraryState | undefined,
  audit: (before: OrderRecord, now: string) => TransactionItem[],
): Promise<OrderRecord> {
  return retryOptimistic(
    async () => {
      const before = await getOrder(id);
      if (!before) throw notFound(ORDER_NOT_FOUND);
      const library = change(before);
      if (!library) return before;
      const now = laterThan(before.updated_at);
      const set = { library, updated_at: now };
      const after: OrderRecord = { ...before, ...set };
      const items = [orderItems.change(before, set), ...counterUpdates(before, after), ...libraryWrites(before, after), ...audit(before, now)];
      return (await transact(items)) === RETRY ? RETRY : after;
    },
    () => conflict(LIBRARY_CHANGED),
    OPTIMISTIC_BACKOFF,
  );
}
