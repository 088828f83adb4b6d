import { randomUUID } from 'node:crypto';
import type { AccountStatus, Role } from '@app/shared/users/schemas';
import { conflict, unavailable } from '../lib/errors';
import { pendingClientsDelta } from '../counters/counter-repository';
import { updateExpression } from '../lib/db/update';
import { indexKeys, nowIso } from '../lib/db/keys';
import { queryAll, type QueryInput } from '../lib/db/query';
import { table } from '../lib/db/table';
import { unlessRefused } from '../lib/db/write';
import { emailClaimEntity, userEntity, type NewUser, type UserRecord } from './user-record';

const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail';

export const getUser = (id: string) => userEntity.get(id);

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const claim = await emailClaimEntity.get(email);
  return claim ? getUser(claim.user_id) : undefined;
}

/** Creates the user and claims its email in one transaction: a taken email is a 409. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = randomUUID();
  const user: UserRecord = {
    ...input,
    id,
    created_at: nowIso(),
    solde: input.solde ?? '0€',
    logo_filename: null,
    locked_at: null,
    failed_attempts: 0,
  };
  const notThere = 'attribute_not_exists(pk)';
  await unlessRefused(
    () =>
      table.transact([
        { Put: { Item: emailClaimEntity.item({ email: user.email, user_id: id }), ConditionExpression: notThere } },
        { Put: { Item: userEntity.item(user), ConditionExpression: notThere } },
        ...pendingDelta(undefined, user),
      ]),
    () => {
      throw conflict(EMAIL_TAKEN);
    },
  );
  return user;
}

/** Users a Query matches, newest first. */
const queryUsers = async (input: QueryInput) => userEntity.parseAll(await queryAll({ ...input, ScanIndexForward: false }));

/** Users of a role, newest first. */
export const listUsersByRole = (role: Role) =>
  queryUsers({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.usersByRole(role, '', '').gsi1pk },
  });

export const listLockedUsers = () =>
  queryUsers({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.lockedUser('', '').gsi3pk },
  });

/** The pending-clients counter move of a change of account (none when it does not change). */
function pendingDelta(before: Pick<UserRecord, 'role' | 'status'> | undefined, after: Pick<UserRecord, 'role' | 'status'>) {
  const pending = (u?: Pick<UserRecord, 'role' | 'status'>) => (u?.role === 'client' && u.status === 'pending' ? 1 : 0);
  const delta = pending(after) - pending(before);
  return delta === 0 ? [] : [pendingClientsDelta(delta)];
}

const STATUS_ATTEMPTS = 4;

/**
 * The status, its index key and the pending-clients counter change in one transaction,
 * conditional on the status read (re-read otherwise); undefined when the user is gone.
 */
export async function setUserStatus(user: UserRecord, status: AccountStatus): Promise<UserRecord | undefined> {
  let current: UserRecord | undefined = user;
  for (let attempt = 1; current && attempt <= STATUS_ATTEMPTS; attempt++) {
    const seen: UserRecord = current;
    const after: UserRecord = { ...seen, status };
    const update = updateExpression({
      set: { status, gsi2pk: indexKeys.usersByStatus(seen.role, status, seen.created_at, seen.id).gsi2pk },
      condition: { expression: '#seen_status = :seen', names: { '#seen_status': 'status' }, values: { ':seen': seen.status } },
    });
    const written = await unlessRefused(
      async () => {
        await table.transact([{ Update: { Key: userEntity.keyOf(seen), ...update } }, ...pendingDelta(seen, after)]);
        return true;
      },
      () => false,
    );
    if (written) return after;
    current = await getUser(seen.id);
  }
  if (current) throw unavailable();
  return undefined;
}

/** Counts one more failed login; returns the new count (0 when the user is gone). */
export async function recordFailedLogin(userId: string): Promise<number> {
  const user = await userEntity.update(userEntity.key(userId), { add: { failed_attempts: 1 } });
  return user?.failed_attempts ?? 0;
}

/** Locks the account once; false when it was already locked. */
export async function lockUser(userId: string): Promise<boolean> {
  const lockedAt = nowIso();
  const updated = await userEntity.update(userEntity.key(userId), {
    set: { locked_at: lockedAt, ...indexKeys.lockedUser(lockedAt, userId) },
    condition: { expression: '(attribute_not_exists(locked_at) OR locked_at = :null)', values: { ':null': null } },
  });
  return updated !== undefined;
}

/** Clears the lock and the failure counter (successful login or administrator unlock). */
export async function resetLockout(userId: string): Promise<void> {
  await userEntity.update(userEntity.key(userId), {
    set: { failed_attempts: 0, locked_at: null },
    remove: ['gsi3pk', 'gsi3sk'],
  });
}
