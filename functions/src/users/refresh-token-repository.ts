import { randomUUID } from 'node:crypto';
import { epochSeconds, indexKeys, nowIso } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { RETRY, retryOptimistic } from '../lib/db/optimistic';
import { queryFirst } from '../lib/db/query';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { env } from '../lib/env';
import { conflict } from '../lib/errors';
import { endedSessionsItem, type UserRecord } from './user-record';
import { ACCOUNT_CHANGED, getUser } from './user-repository';
import { refreshFamilyEntity, type RefreshFamily } from './refresh-token-record';

/** The family and id a refresh token carries (claims `fam` and `jti`). */
export interface RefreshTokenId {
  family: string;
  jti: string;
}

/** Where a sign-in comes from, as shown on its session. */
export interface Device {
  userAgent: string;
  address: string;
}

const USER_AGENT_MAX = 300;
/** Families revoked per transaction with the account's list: ≤ 100 items. */
const ENDED_PER_TRANSACTION = 90;

const expiresAt = () => epochSeconds(new Date(Date.now() + env().REFRESH_TOKEN_TTL_SECONDS * 1000));
/** An ended session's access tokens may live this long after it ended. */
const keepEnded = () => env().ACCESS_TOKEN_TTL_SECONDS + 60;

/** A new family (a sign-in) and its first token id. */
export async function startRefreshFamily(userId: string, device: Device): Promise<RefreshTokenId> {
  const id = { family: randomUUID(), jti: randomUUID() };
  await refreshFamilyEntity.create({
    family_id: id.family,
    user_id: userId,
    current_jti: id.jti,
    created_at: nowIso(),
    expires_at: expiresAt(),
    user_agent: device.userAgent.slice(0, USER_AGENT_MAX),
    address: device.address,
  });
  return id;
}

/**
 * Exchanges the family's current token id for a new one, in one conditional write:
 * - 'rotated' with the new id when `presented` is the current, unrevoked id;
 * - 'reused' when it is an older id of a live family: the family is revoked in the same breath,
 *   so its newest token stops working too (and its access tokens: endedOnAccount);
 * - 'refused' when the family is unknown, expired, revoked already or another user's.
 */
export async function rotateRefreshToken(
  presented: RefreshTokenId,
  userId: string,
): Promise<{ outcome: 'rotated'; next: RefreshTokenId } | { outcome: 'reused' | 'refused' }> {
  const next = { family: presented.family, jti: randomUUID() };
  const key = refreshFamilyEntity.key(presented.family);
  const rotated = await refreshFamilyEntity.update(key, {
    set: { current_jti: next.jti, rotated_at: nowIso(), expires_at: expiresAt() },
    condition: {
      expression: 'current_jti = :presented AND user_id = :user AND attribute_not_exists(revoked_at)',
      values: { ':presented': presented.jti, ':user': userId },
    },
  });
  if (rotated) return { outcome: 'rotated', next };
  const revoked = await refreshFamilyEntity.update(key, {
    set: { revoked_at: nowIso() },
    remove: ['gsi3pk', 'gsi3sk'],
    condition: {
      expression: 'current_jti <> :presented AND user_id = :user AND attribute_not_exists(revoked_at)',
      values: { ':presented': presented.jti, ':user': userId },
    },
  });
  return { outcome: revoked ? 'reused' : 'refused' };
}

/** An account's live sessions, newest first (one Query of its sessions index). */
export async function liveSessions(userId: string, limit: number): Promise<RefreshFamily[]> {
  const sessions = keyConditions.partition(indexKeys.userSessions(userId, '', '').gsi3pk, 'gsi3');
  return refreshFamilyEntity.parseAll(await queryFirst({ ...sessions, ScanIndexForward: false }, limit));
}

export const getSession = (familyId: string) => refreshFamilyEntity.get(familyId);

const revokeItem = (family: RefreshFamily, now: string) =>
  refreshFamilyEntity.updateItem(
    refreshFamilyEntity.keyOf(family),
    {
      set: { revoked_at: now },
      remove: ['gsi3pk', 'gsi3sk'],
      condition: { expression: 'user_id = :owner AND attribute_not_exists(revoked_at)', values: { ':owner': family.user_id } },
    },
    () => 'gone' as const,
  );

/**
 * Ends sessions of one account: each family revoked (its refresh tokens refused at once) and, in
 * the same transaction, the account's list of ended sessions (their access tokens refused at
 * their next call), and `more` (an audit entry) in the first transaction that ends any. A family
 * ended meanwhile is left out; how many this call ended.
 */
export async function endSessions(userId: string, families: readonly RefreshFamily[], more: readonly TransactionItem[] = []): Promise<number> {
  let ended = 0;
  let pending = more;
  for (let i = 0; i < families.length; i += ENDED_PER_TRANSACTION) {
    let chunk = families.slice(i, i + ENDED_PER_TRANSACTION);
    while (chunk.length) {
      const outcome = await endChunk(userId, chunk, pending);
      if (outcome === WRITTEN) {
        ended += chunk.length;
        pending = [];
        break;
      }
      // One was ended meanwhile: keep those still live and try again.
      const live = await Promise.all(chunk.map((family) => getSession(family.family_id)));
      chunk = chunk.filter((_family, index) => live[index] && !live[index]?.revoked_at);
    }
  }
  return ended;
}

/**
 * Ends every live session of an account, page after page of its sessions index, but `keep` (the
 * caller's own); `more` (an audit entry) goes with the first sessions ended. How many were ended.
 */
export async function endEverySession(userId: string, options: { more?: readonly TransactionItem[]; keep?: string } = {}): Promise<number> {
  const ends = (family: RefreshFamily) => family.family_id !== options.keep;
  let ended = 0;
  for (;;) {
    const page = (await liveSessions(userId, ENDED_PER_TRANSACTION)).filter(ends);
    if (!page.length) break;
    const count = await endSessions(userId, page, ended ? [] : (options.more ?? []));
    ended += count;
    if (!count) break;
  }
  return ended;
}

const endChunk = (userId: string, chunk: readonly RefreshFamily[], more: readonly TransactionItem[]) =>
  retryOptimistic(async () => {
    const user = await getUser(userId);
    if (!user) return WRITTEN;
    const now = nowIso();
    return transact([
      ...chunk.map((family) => revokeItem(family, now)),
      endedSessionsItem(user, chunk.map((family) => family.family_id), keepEnded(), () => RETRY),
      ...more,
    ]);
  }, () => conflict(ACCOUNT_CHANGED));

/** Records on the account a family revoked already (a reused refresh token): its access tokens stop too. */
export const endedOnAccount = (user: UserRecord, familyId: string) =>
  retryOptimistic(async (attempt) => {
    const seen = attempt === 1 ? user : await getUser(user.id);
    if (!seen) return WRITTEN;
    return transact([endedSessionsItem(seen, [familyId], keepEnded(), () => RETRY)]);
  }, () => conflict(ACCOUNT_CHANGED));
