import type { PushTopic } from '@app/shared/push/push-message';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { announceWorkshopMoved } from '@/lib/workshop/workshop-moved';

/** What a moved topic makes stale (the active queries among them are refetched at once). */
function keysOf(topic: PushTopic): QueryKey[] {
  // The dashboard's pending accounts move with the administrator's notifications (a registration).
  if (topic === 'changes') return [queryKeys.changes, queryKeys.adminStats];
  // The lists, latest orders and counts are all under `lists`; the balance and the dashboard's figures follow the orders.
  if (topic === 'orders') return [queryKeys.orders.lists, queryKeys.balance, queryKeys.adminStats];
  // The account's status moved (a pending client approved): the guards follow the account read again.
  if (topic === 'account') return [queryKeys.me];
  // The client's credit account moved (a pack paid, an order debited): its balance (« Mes crédits », the menu), its movements, and the pack's invoice.
  if (topic === 'credits') return [queryKeys.credits.mine, queryKeys.invoices.mine];
  // The workshop's hours or chosen status changed: the administrators' tab (the badge hears workshop-moved).
  if (topic === 'workshop') return [queryKeys.adminWorkshop];
  const [kind, id = ''] = topic.split(':');
  return kind === 'order' ? [queryKeys.orders.detail(id)] : [[...queryKeys.orderChat.all, id]];
}

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  const distinct = new Map(keys.map((key) => [JSON.stringify(key), key]));
  for (const queryKey of distinct.values()) void queryClient.invalidateQueries({ queryKey });
}

/** A push message: refetch only what moved (each a conditional GET). */
export function refetchMoved(queryClient: QueryClient, topics: readonly PushTopic[]): void {
  invalidate(queryClient, topics.flatMap(keysOf));
  if (topics.includes('workshop')) announceWorkshopMoved();
}

/**
 * After a (re)connection events may have been missed: the change feed (which refetches the
 * notifications and chats whose versions moved) and every order query (lists and details), once;
 * and what the page that opened the channel adds (`also`).
 */
export function resync(queryClient: QueryClient, also: readonly QueryKey[] = []): void {
  invalidate(queryClient, [queryKeys.changes, queryKeys.orders.all, queryKeys.balance, queryKeys.credits.mine, queryKeys.adminStats, ...also]);
}
