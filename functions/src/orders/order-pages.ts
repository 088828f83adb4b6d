import type { OrderStatus } from '@app/shared/orders/statuses';
import { indexKeys } from '../lib/db/keys';
import { queryPage } from '../lib/db/query';
import { invalid } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { orderEntity, type OrderRecord } from './order-record';
import { partitionQuery } from './order-repository';

export const PAGE_MAX = 100;
export const CURSOR_INVALID = 'Curseur invalide';

/** The Query behind a caller's list: its own orders (gsi3) or all orders (gsi1), statuses as a filter. */
function listQuery(user: UserRecord, statuses: readonly OrderStatus[] | undefined) {
  const [index, pk] =
    user.role === 'admin'
      ? (['gsi1', indexKeys.allOrders('', '').gsi1pk] as const)
      : (['gsi3', indexKeys.clientOrders(user.id, '', '').gsi3pk] as const);
  return { input: { ...partitionQuery(index, pk, statuses), ScanIndexForward: false }, index, pk };
}

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi3pk', 'gsi3sk'];

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The start key a cursor carries, refused unless it is a key of this very list (no other partition). */
function decodeCursor(raw: string, index: string, pk: string): Record<string, string> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid(CURSOR_INVALID);
  }
  const entries = key !== null && typeof key === 'object' ? Object.entries(key) : [];
  const valid =
    entries.length > 0 &&
    entries.every(([name, value]) => KEY_ATTRIBUTES.includes(name) && typeof value === 'string' && value.length <= 200) &&
    (key as Record<string, string>)[`${index}pk`] === pk;
  if (!valid) throw invalid(CURSOR_INVALID);
  return key as Record<string, string>;
}

/** One page of a caller's orders, newest first, and the cursor of the next page. */
export async function orderPage(
  user: UserRecord,
  statuses: readonly OrderStatus[] | undefined,
  limit: number,
  cursor: string | undefined,
): Promise<{ orders: OrderRecord[]; nextCursor?: string }> {
  const { input, index, pk } = listQuery(user, statuses);
  const start = cursor ? decodeCursor(cursor, index, pk) : undefined;
  const page = await queryPage(input, limit, start);
  return { orders: orderEntity.parseAll(page.items), ...(page.next ? { nextCursor: encodeCursor(page.next) } : {}) };
}
