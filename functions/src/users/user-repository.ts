import { randomUUID } from 'node:crypto';
import type { AccountStatus, Role } from '@app/shared/users/schemas';
import { EMAIL_TAKEN, USER_NOT_FOUND } from '@app/shared/users/admin-schemas';
import { CLIENT_NOT_FOUND } from '@app/shared/api/params';
import { conflict, notFound } from '../lib/errors';
import { searchWords } from '@app/shared/text/normalize';
import { containsEveryTerm } from '../lib/db/filters';
import { readPage } from '../lib/db/pages';
import { reindexed, reindexWalk } from '../lib/db/reindex';
import { indexKeys, nowIso } from '../lib/db/keys';
import type { PageWalk } from '../lib/db/page-walk';
import { queryAll, type QueryInput } from '../lib/db/query';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { retryOptimistic, RETRY } from '../lib/db/optimistic';
import { keyConditions } from '../lib/db/key-conditions';
import {
  emailClaimEntity,
  feedCounters,
  userEntity,
  usersOfRole,
  type FeedCounter,
  type NewUser,
  type UserRecord,
} from './user-record';

export const getUser = (id: string) => userEntity.get(id);

/** A client's account, for an administrator's call about it: « Client introuvable » (404) otherwise. */
export async function requireClient(id: string): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user || user.role !== 'client') throw notFound(CLIENT_NOT_FOUND);
  return user;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const claim = await emailClaimEntity.get(email);
  return claim ? getUser(claim.user_id) : undefined;
}

/** A new account as stored: the input with its defaults (no logo, no lock, no second factor, counters at 0). */
export function newUserRecord(input: NewUser): UserRecord {
  return {
    ...input,
    id: randomUUID(),
    created_at: nowIso(),
    solde: input.solde ?? '0€',
    siren: input.siren ?? '',
    vat_number: input.vat_number ?? '',
    billing_address: input.billing_address ?? null,
    logo_filename: null,
    logo_key: null,
    locked_at: null,
    locked_until: null,
    failed_attempts: 0,
    ended_sessions: [],
    sessions_version: 0,
    totp_secret: null,
    totp_enabled_at: null,
    totp_pending_secret: null,
    totp_last_step: 0,
    recovery_codes: {},
    ...(Object.fromEntries(feedCounters.map((name) => [name, 0])) as Record<FeedCounter, number>),
  };
}

/** The writes creating an account: its e-mail claimed (a taken e-mail is a 409) and its item. */
export const userCreationItems = (user: UserRecord): TransactionItem<Error>[] => [
  emailClaimEntity.createItem({ email: user.email, user_id: user.id }, () => conflict(EMAIL_TAKEN)),
  userEntity.createItem(user),
];

/**
 * Creates the user and claims its email in one transaction (a taken email is a 409), with the
 * writes `also` adds: the account counters' move, an e-mail queued, its audit entry (the
 * action that creates the account decides them; a registration adds its notifications with
 * userCreationItems instead).
 */
export async function createUser(input: NewUser, also: (user: UserRecord) => TransactionItem<Error>[] = () => []): Promise<UserRecord> {
  const user = newUserRecord(input);
  await transact([...userCreationItems(user), ...also(user)]);
  return user;
}

/** Users a Query matches, newest first. */
const queryUsers = async (input: QueryInput) =>
  userEntity.parseAll(await queryAll({ ...input, ScanIndexForward: false }));

/** Users of a role, newest first. */
export const listUsersByRole = (role: Role) => queryUsers(usersOfRole(role));

/** The ids of the accounts a Query matches (ids only). */
const idsOf = async (input: QueryInput) =>
  (await queryAll({ ...input, ProjectionExpression: 'id' })).map((item) => String(item.id));

/** The ids of every administrator (a small partition, read where an event concerns them all). */
export const administratorIds = () => idsOf(usersOfRole('admin'));

/** The ids of every approved client (one Query of a status partition, ids only). */
export const approvedClientIds = () =>
  idsOf(keyConditions.partition(indexKeys.usersByStatus('client', 'approved', '', '').gsi2pk, 'gsi2'));

/** Turns an account's e-mail notifications on or off; the account after, undefined when it is gone. */
/**
 * Replaces a password that had to be changed, once: conditional on the flag still being set, so
 * a second use of the same step finds nothing to change. The account after, or undefined.
 */
export const replaceRequiredPassword = (userId: string, passwordHash: string) =>
  userEntity.update(userEntity.key(userId), {
    set: { password_hash: passwordHash },
    remove: ['must_change_password'],
    condition: { expression: 'must_change_password = :yes', values: { ':yes': true } },
  });

export const setEmailNotifications = (user: UserRecord, on: boolean) =>
  userEntity.update(userEntity.keyOf(user), { set: { email_notifications: on } });

/** Points an account to its new logo; the account before (its previous logo), undefined when it is gone. */
export const setUserLogo = (id: string, logo: Pick<UserRecord, 'logo_key' | 'logo_filename'>) =>
  userEntity.updateReturningOld(userEntity.key(id), { set: { ...logo } });

/**
 * Points the account as read to a new logo, with `more` (its audit entry) in the same transaction,
 * conditional on its logo being the one read; the account before, undefined when gone or changed.
 */
export async function replaceUserLogo(
  seen: UserRecord,
  logo: Pick<UserRecord, 'logo_key' | 'logo_filename'>,
  more: readonly TransactionItem[],
) {
  const condition = seen.logo_key
    ? { expression: 'logo_key = :seen_logo', values: { ':seen_logo': seen.logo_key } }
    : {
        expression: '(attribute_not_exists(logo_key) OR attribute_type(logo_key, :null_type))',
        values: { ':null_type': 'NULL' },
      };
  const update = userEntity.updateItem(userEntity.keyOf(seen), { set: { ...logo }, condition }, () => undefined);
  return (await transact([update, ...more])) === WRITTEN ? seen : undefined;
}

/** Moves an account's change-feed counters (the account must exist). */
export async function moveFeedCounters(userId: string, add: Partial<Record<FeedCounter, number>>): Promise<void> {
  await userEntity.update(userEntity.key(userId), { add });
}

/** Accounts locked now, the lock ending last first: the index sorts them by the end of their lock. */
export const listLockedUsers = (now = nowIso()) =>
  queryUsers(keyConditions.after(indexKeys.lockedUser('', '').gsi3pk, now, 'gsi3'));

export const ACCOUNT_CHANGED = 'Le compte a été modifié entre-temps. Rechargez et réessayez.';

/**
 * The status and its index key change in one transaction, conditional on the status read
 * (re-read and retried otherwise, retryOptimistic; 409 when every attempt lost), with the writes
 * `also` adds for that very change (the account counters' move, an e-mail queued, the audit
 * entry); undefined when the user is gone.
 */
export async function setUserStatus(
  user: UserRecord,
  status: AccountStatus,
  also: (before: UserRecord, after: UserRecord) => TransactionItem<Error>[] = () => [],
): Promise<UserRecord | undefined> {
  return retryOptimistic(
    async (attempt) => {
      const seen = attempt === 1 ? user : await getUser(user.id);
      if (!seen) return undefined;
      const after: UserRecord = { ...seen, status };
      const change = {
        set: { status, gsi2pk: indexKeys.usersByStatus(seen.role, status, seen.created_at, seen.id).gsi2pk },
        condition: {
          expression: '#seen_status = :seen',
          names: { '#seen_status': 'status' },
          values: { ':seen': seen.status },
        },
      };
      // Refused when the status moved since it was read: read again and retry.
      const update = userEntity.updateItem(userEntity.keyOf(seen), change, () => RETRY);
      const outcome = await transact([update, ...also(seen, after)]);
      return outcome === RETRY ? RETRY : after;
    },
    () => conflict(ACCOUNT_CHANGED),
  );
}

/** Counts one more failed login; returns the new count (0 when the user is gone). */
export async function recordFailedLogin(userId: string): Promise<number> {
  const user = await userEntity.update(userEntity.key(userId), { add: { failed_attempts: 1 } });
  return user?.failed_attempts ?? 0;
}

/**
 * Locks the account until `lockedUntil`, unless a lock holds already (two failures at once lock
 * it once); false when it was locked already.
 */
export async function lockUser(userId: string, lockedUntil: string, now = nowIso()): Promise<boolean> {
  const updated = await userEntity.update(userEntity.key(userId), {
    set: { locked_at: now, locked_until: lockedUntil, ...indexKeys.lockedUser(lockedUntil, userId) },
    condition: {
      expression: '(attribute_not_exists(locked_until) OR locked_until = :null OR locked_until <= :now)',
      values: { ':null': null, ':now': now },
    },
  });
  return updated !== undefined;
}

/** Clears the lock and the failure counter (successful login or administrator unlock). */
export async function resetLockout(userId: string, more: readonly TransactionItem[] = []): Promise<void> {
  const change = { set: { failed_attempts: 0, locked_at: null, locked_until: null }, remove: ['gsi3pk', 'gsi3sk'] };
  if (more.length === 0) {
    await userEntity.update(userEntity.key(userId), change);
    return;
  }
  // With its audit entry: one transaction; a deleted account is 404.
  await transact([userEntity.updateItem(userEntity.key(userId), change, () => notFound(USER_NOT_FOUND)), ...more]);
}

/** What an administrator may change on an account (spec §7: the whole edited object). */
export type AccountChange = Pick<
  UserRecord,
  'first_name' | 'last_name' | 'company_name' | 'email' | 'phone' | 'address' | 'solde' | 'opening_balance_cents'
> &
  Partial<Pick<UserRecord, 'siren' | 'vat_number' | 'billing_address' | 'must_change_password'>> & {
    password_hash?: string;
  };

/**
 * Writes the edited account, conditional on its email being the one read. A new email is
 * claimed and the old claim released in the same transaction (409 when taken). Undefined when
 * the account is gone or changed its email meanwhile.
 */
export async function updateAccount(
  user: UserRecord,
  change: AccountChange,
  more: readonly TransactionItem[] = [],
): Promise<UserRecord | undefined> {
  const after: UserRecord = { ...user, ...change };
  const update = userEntity.updateItem(
    userEntity.keyOf(user),
    {
      set: { ...change, search_text: userEntity.indexesOf(after).search_text },
      condition: { expression: 'email = :seen_email', values: { ':seen_email': user.email } },
    },
    () => undefined,
  );
  const claim = [
    emailClaimEntity.createItem({ email: after.email, user_id: user.id }, () => conflict(EMAIL_TAKEN)),
    emailClaimEntity.deleteItem(emailClaimEntity.key(user.email)),
  ];
  const outcome = await transact([...(after.email === user.email ? [update] : [...claim, update]), ...more]);
  return outcome === WRITTEN ? after : outcome;
}

/**
 * Deletes the account and its email claim in one transaction with `more` (the account counters'
 * move, which refuses the last administrator with 400; the audit entry). False when it was gone
 * already.
 */
export async function deleteAccount(user: UserRecord, more: readonly TransactionItem<Error>[] = []): Promise<boolean> {
  const account = userEntity.deleteItem(userEntity.keyOf(user), {
    condition: { expression: 'email = :seen_email', values: { ':seen_email': user.email } },
    onConditionFailed: () => false,
  });
  const outcome = await transact([
    account,
    emailClaimEntity.deleteItem(emailClaimEntity.key(user.email)),
    ...more,
  ]);
  return outcome === WRITTEN;
}

/** One page of the accounts of a role, newest first, filtered by the account search. */
export async function accountsPage(role: Role, query: { limit: number; cursor?: string; search: string }) {
  const terms = searchWords(query.search).map((word) => ({ word, compact: '' }));
  const page = await readPage([{ index: 'gsi1', pk: indexKeys.usersByRole(role, '', '').gsi1pk }], {
    limit: query.limit,
    cursor: query.cursor,
    filter: containsEveryTerm(terms, 'search_text'),
  });
  return { users: userEntity.parseAll(page.items), nextCursor: page.nextCursor };
}

/** Bring the index attributes (search text) of every account in step with the code, a page at a time. */
export const accountReindexWalks: readonly PageWalk[] = (['client', 'admin'] as const).map((role) =>
  reindexWalk(userEntity, usersOfRole(role)),
);

/** The account walks to their end (the local start, tests): how many accounts were rewritten. */
export const reindexAccounts = () => reindexed(accountReindexWalks);
