import { table, type Key } from '../lib/db/table';

/**
 * The failed logins of one source address in one window (auth/address-limit.ts): a counter item
 * with a TTL, `keys.loginAddress`.
 */

/** The failures counted in this window (0 before the first). */
export async function addressFailures(key: Key): Promise<number> {
  return Number((await table.get(key))?.failures ?? 0);
}

/** Counts one more failure: an atomic ADD, the item expiring at `expiresAt` (epoch seconds). */
export async function countFailure(key: Key, expiresAt: number): Promise<void> {
  await table.update({
    Key: key,
    UpdateExpression: 'ADD failures :one SET #type = :type, expires_at = :expires',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':type': 'login_address', ':expires': expiresAt },
  });
}
