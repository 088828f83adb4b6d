import type { Balance, DownloadLink, Order, OrderCounts } from '@app/shared/orders/schemas';
import { isOrderStatus, orderStatuses, type OrderStatus } from '@app/shared/orders/statuses';
import { listVersion, readClientCounters, readGlobalCounters } from '../order-data/counters/counter-repository';
import { balanceDue } from '../users/opening-balance';
import { isVersionKey } from '@app/shared/orders/versions';
import { ecuFilesExpired, retentionCutoffs } from '@app/shared/privacy/retention-cutoffs';
import { gone, invalid, notFound } from '../lib/errors';
import { retentionInForce } from '../settings-data/settings-repository';
import { orderPage } from './order-pages';
import type { OrdersQuery } from '@app/shared/api/orders';
import type { UserRecord } from '../users/user-record';
import { requireVisibleOrder } from '../order-data/order-access';
import { presignDownload } from '../lib/files/presign';
import { toOrder } from '../order-data/order-record';
import { VERSION_NOT_FOUND } from '@app/shared/api/params';
import { markOrderOpened, markOrderReadByClient } from '../notifications/order-notifications-read';

export { VERSION_NOT_FOUND };

export const FILES_EXPIRED = (months: number) =>
  `Les fichiers de cette commande ont été supprimés\u202f: ils sont conservés ${months} mois après la fin de la commande.`;

/** `?status=en_attente,en_cours` -> the statuses; absent or empty -> undefined (all). */
export function statusFilter(raw: string | undefined): OrderStatus[] | undefined {
  if (!raw?.trim()) return undefined;
  const values = [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const statuses = values.filter(isOrderStatus);
  if (statuses.length !== values.length) throw invalid('Statut inconnu');
  return statuses;
}

/**
 * GET /api/orders: one page of the caller's orders (a client's own, all for an administrator),
 * newest first: `?limit=` (default 50, at most 100), `?status=` (comma list), `?q=` (the order
 * search), `?payment=unpaid` (the orders of the balance due) and the opaque `?cursor=` of the previous page; the next page's cursor comes in the
 * `X-Next-Cursor` header (absent on the last page). See order-pages.ts for the reads.
 */
export async function listOrders(
  user: UserRecord,
  query: OrdersQuery,
): Promise<{ orders: Order[]; nextCursor?: string }> {
  const page = await orderPage(user, {
    statuses: statusFilter(query.status),
    search: query.q ?? '',
    payment: query.payment || undefined,
    limit: query.limit,
    cursor: query.cursor || undefined,
  });
  return { orders: page.orders.map(toOrder), nextCursor: page.nextCursor };
}

/**
 * The ETag of the caller's order lists: the list version kept on its counter item (one
 * GetItem), which every order write moves. Read before the page, so a page is never newer
 * than its tag claims.
 */
export async function ordersTag(user: UserRecord): Promise<string> {
  const version = await listVersion(user.role === 'admin' ? undefined : user.id);
  // Every administrator sees the same list; a client's version counts only its own orders.
  return user.role === 'admin' ? `"a${version}"` : `"c${version}-${user.id}"`;
}

/** GET /api/order-counts: the caller's orders per status (all of them for an administrator): one GetItem. */
export async function orderCounts(user: UserRecord): Promise<OrderCounts> {
  const counters = user.role === 'admin' ? await readGlobalCounters() : await readClientCounters(user.id);
  const perStatus = Object.fromEntries(orderStatuses.map((s) => [s, counters[`orders_${s}`]])) as Record<OrderStatus, number>;
  return { all: Object.values(perStatus).reduce((a, b) => a + b, 0), ...perStatus };
}

export async function readOrder(user: UserRecord, id: string): Promise<Order> {
  return toOrder(await requireVisibleOrder(user, id));
}

/**
 * GET /api/orders/{id}: the order, opened: the caller's notifications of it are read in the same
 * request (a client's own; an administrator's new order, SAV and client messages, for every
 * administrator: decision 032).
 */
export async function openOrder(user: UserRecord, id: string): Promise<Order> {
  const order = await readOrder(user, id);
  await markOrderOpened(user, id);
  return order;
}

/** A presigned GET of one version, saved under its original name. */
export async function downloadLink(user: UserRecord, id: string, version: string): Promise<DownloadLink> {
  if (!isVersionKey(version)) throw notFound(VERSION_NOT_FOUND);
  const order = await requireVisibleOrder(user, id);
  const file = Object.hasOwn(order.files ?? {}, version) ? order.files[version] : undefined;
  if (!file?.key) throw notFound(VERSION_NOT_FOUND);
  if (order.status === 'termine') await refuseExpiredFiles(order);
  // A client who downloads a version has seen what its order's notifications announced.
  if (user.role !== 'admin') await markOrderReadByClient(user.id, id);
  return { url: await presignDownload(file.key, file.filename), filename: file.filename };
}

/** 410 once the order's files are past their duration (the retention job removes them by the same rule). */
async function refuseExpiredFiles(order: { status: string; updated_at: string }): Promise<void> {
  // A download is a hot path: the durations as the warm process last read them (at most a minute old).
  const retention = await retentionInForce();
  if (ecuFilesExpired(order, retentionCutoffs(retention, Date.now()).ecuFiles)) throw gone(FILES_EXPIRED(retention.ecuFilesMonths));
}

/**
 * GET /api/client/balance: the sum of total_price of the caller's unpaid orders (isUnpaid, as
 * each order shows), kept in cents in the client's counters (one GetItem), and its carried-over
 * balance (users/opening-balance.ts).
 */
export async function clientBalance(user: UserRecord): Promise<Balance> {
  return { balance_due: balanceDue(user, (await readClientCounters(user.id)).balance_cents) };
}
