import type { AdminStats } from '@app/shared/orders/schemas';
import { daysBetween, readGlobalCounters, unpaidCreatedOn } from '../order-data/counters/counter-repository';
import { deliveryStats } from '../library-data/delivery-month-repository';
import { readCreditTotals } from '../credit-data/credit-totals-repository';

export const UNPAID_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * GET /api/admin/stats, from the counters (two requests whatever the history):
 * - pending_clients: client accounts with status pending;
 * - new_orders: orders with status en_attente;
 * - completed: orders with status termine;
 * - unpaid: orders termine and unpaid (isUnpaid) created in the last 7 days, by UTC day: the
 *   day 7 days ago counts whole;
 * - deliveries: this month's first deliveries, automatic and by hand (issue 41, one GetItem).
 * - credits: prepaid credits sold and used this month and every balance summed, from the sharded
 *   totals every movement moves (decision 040: two Queries of 8 items).
 */
export async function adminStats(now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - UNPAID_WINDOW_MS);
  const [counters, unpaid, deliveries, credits] = await Promise.all([
    readGlobalCounters(),
    unpaidCreatedOn(daysBetween(since, now)),
    deliveryStats(now),
    readCreditTotals(now),
  ]);
  return {
    pending_clients: counters.pending_clients,
    new_orders: counters.orders_en_attente,
    completed: counters.orders_termine,
    unpaid,
    deliveries,
    credits: { sold_this_month: credits.sold_cents / 100, used_this_month: credits.used_cents / 100, outstanding: credits.outstanding_cents / 100 },
  };
}
