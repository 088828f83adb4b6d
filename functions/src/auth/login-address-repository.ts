import { table, type Key } from '../lib/db/table';

/**
 * The failures counted in one address's window (0 before the first): the counter item
 * `keys.loginAddress` of auth/address-limit.ts, which expires by TTL.
 */
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
