import type { Balance, DownloadLink, Order } from '@app/shared/orders/schemas';
import { isOrderStatus, type OrderStatus } from '@app/shared/orders/statuses';
import { readClientCounters } from '../counters/counter-repository';
import { isVersionKey } from '@app/shared/orders/versions';
import * as z from 'zod';
import { invalid, notFound } from '../lib/errors';
import { validate } from '../lib/http/validate';
import { orderPage, PAGE_MAX } from './order-pages';
import type { UserRecord } from '../users/user-record';
import { requireVisibleOrder } from './access';
import { presignDownload } from './order-files';
import { toOrder, type OrderRecord } from './order-record';
import { listAllOrders, listClientOrders, listOrdersByStatus } from './order-repository';

export const VERSION_NOT_FOUND = 'Version introuvable';

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

const newestFirst = (a: OrderRecord, b: OrderRecord) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

const limitSchema = z.coerce.number({ error: 'Limite invalide' }).int('Limite invalide').min(1, 'Limite invalide').max(PAGE_MAX, `La limite est de ${PAGE_MAX} au plus`);

/**
 * GET /api/orders: a client sees its own orders (gsi3), an administrator all of them (gsi1),
 * or with ?status= one gsi2 query per status merged. Newest first. With `?limit=` (≤ 100) and
 * the opaque `?cursor=` of the previous page, one page; the next page's cursor comes in the
 * `X-Next-Cursor` header (absent on the last page).
 */
export async function listOrders(
  user: UserRecord,
  query: { status?: string; limit?: string; cursor?: string },
): Promise<{ orders: Order[]; nextCursor?: string }> {
  const statuses = statusFilter(query.status);
  if (query.limit === undefined && query.cursor === undefined) return { orders: (await recordsFor(user, statuses)).map(toOrder) };
  const limit = validate(limitSchema, query.limit ?? PAGE_MAX);
  const page = await orderPage(user, statuses, limit, query.cursor);
  return { orders: page.orders.map(toOrder), nextCursor: page.nextCursor };
}

async function recordsFor(user: UserRecord, statuses: OrderStatus[] | undefined): Promise<OrderRecord[]> {
  if (user.role !== 'admin') return listClientOrders(user.id, statuses);
  if (!statuses) return listAllOrders();
  const lists = await Promise.all(statuses.map(listOrdersByStatus));
  return lists.length === 1 ? lists.flat() : lists.flat().sort(newestFirst);
}

export async function readOrder(user: UserRecord, id: string): Promise<Order> {
  return toOrder(await requireVisibleOrder(user, id));
}

/** A presigned GET of one version, saved under its original name. */
export async function downloadLink(user: UserRecord, id: string, version: string): Promise<DownloadLink> {
  if (!isVersionKey(version)) throw notFound(VERSION_NOT_FOUND);
  const order = await requireVisibleOrder(user, id);
  const file = Object.hasOwn(order.files ?? {}, version) ? order.files[version] : undefined;
  if (!file?.key) throw notFound(VERSION_NOT_FOUND);
  return { url: await presignDownload(file.key, file.filename), filename: file.filename };
}

/**
 * GET /api/client/balance: the sum of total_price of the caller's unpaid orders (isUnpaid, as
 * each order shows), kept in cents in the client's counters: one GetItem.
 */
export async function clientBalance(user: UserRecord): Promise<Balance> {
  return { balance_due: (await readClientCounters(user.id)).balance_cents / 100 };
}
