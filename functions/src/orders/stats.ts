import type { AdminStats } from '@app/shared/orders/schemas';
import { countUsersByStatus } from '../users/user-repository';
import { countOrdersByStatus } from './order-repository';

export const UNPAID_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * GET /api/admin/stats (COUNT queries only):
 * - pending_clients: client accounts with status pending;
 * - new_orders: orders with status en_attente;
 * - completed: orders with status termine;
 * - unpaid: orders termine and unpaid (isUnpaid: payment neither paye nor non_du), created in the last 7 days.
 */
export async function adminStats(now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - UNPAID_WINDOW_MS).toISOString();
  const [pending_clients, new_orders, completed, unpaid] = await Promise.all([
    countUsersByStatus('client', 'pending'),
    countOrdersByStatus('en_attente'),
    countOrdersByStatus('termine'),
    countOrdersByStatus('termine', { createdSince: since, unpaid: true }),
  ]);
  return { pending_clients, new_orders, completed, unpaid };
}
