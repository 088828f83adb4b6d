import { randomUUID } from 'node:crypto';
import type { AccountStatus, Role } from '@app/shared/users/schemas';
import { conflict } from '../lib/errors';
import { indexKeys, nowIso } from '../lib/db/keys';
import { countAll, queryAll, type QueryInput } from '../lib/db/query';
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

export const countUsersByStatus = (role: Role, status: AccountStatus) =>
  countAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.usersByStatus(role, status, '', '').gsi2pk },
  });

export const listLockedUsers = () =>
  queryUsers({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.lockedUser('', '').gsi3pk },
  });

/** The status and its index key change in one write; undefined when the user is gone. */
export const setUserStatus = (user: UserRecord, status: AccountStatus) =>
  userEntity.update(userEntity.keyOf(user), {
    set: { status, gsi2pk: indexKeys.usersByStatus(user.role, status, user.created_at, user.id).gsi2pk },
  });

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
