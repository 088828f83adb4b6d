import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountStatus, Role } from '@app/shared/users/schemas';
import { db, isConditionFailure, tableName } from '../lib/db/client';
import { indexKeys, keys, nowIso } from '../lib/db/keys';
import { countAll, queryAll, type QueryInput } from '../lib/db/query';
import { conflict } from '../lib/http/errors';
import type { NewUser, UserRecord } from './user-record';

const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail';

export async function getUser(id: string): Promise<UserRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return out.Item as UserRecord | undefined;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.email(email) }));
  const userId = out.Item?.user_id as string | undefined;
  return userId ? getUser(userId) : undefined;
}

/** Creates the user and claims its email in one transaction: a taken email is a 409. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = randomUUID();
  const created_at = nowIso();
  const user: UserRecord = {
    ...input,
    id,
    created_at,
    solde: input.solde ?? '0€',
    logo_filename: null,
    locked_at: null,
    failed_attempts: 0,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.email(user.email), type: 'email', user_id: id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.user(id), ...userIndexes(user), type: 'user', ...user },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  return user;
}

function userIndexes(user: Pick<UserRecord, 'role' | 'status' | 'created_at' | 'id'>) {
  return {
    ...indexKeys.usersByRole(user.role, user.created_at, user.id),
    ...indexKeys.usersByStatus(user.role, user.status, user.created_at, user.id),
  };
}

/** Users of a role, newest first. */
export async function listUsersByRole(role: Role): Promise<UserRecord[]> {
  return queryUsers({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `USERS#${role}` },
  });
}

export async function countUsersByStatus(role: Role, status: AccountStatus): Promise<number> {
  return countAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': `USERSTATUS#${role}#${status}` },
  });
}

export async function listLockedUsers(): Promise<UserRecord[]> {
  return queryUsers({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': 'LOCKED' },
  });
}

/** Users a Query matches, newest first. */
const queryUsers = (input: QueryInput) => queryAll<UserRecord>({ ...input, ScanIndexForward: false });

export async function setUserStatus(user: UserRecord, status: AccountStatus): Promise<UserRecord> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: 'SET #status = :status, gsi2pk = :gsi2pk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':gsi2pk': indexKeys.usersByStatus(user.role, status, user.created_at, user.id).gsi2pk,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as UserRecord;
}

/** Counts one more failed login; returns the new count. */
export async function recordFailedLogin(userId: string): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'ADD failed_attempts :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.failed_attempts ?? 0);
}

/** Locks the account once; false when it was already locked. */
export async function lockUser(userId: string): Promise<boolean> {
  const lockedAt = nowIso();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET locked_at = :at, gsi3pk = :gpk, gsi3sk = :gsk',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(locked_at) OR locked_at = :null)',
        ExpressionAttributeValues: {
          ':at': lockedAt,
          ':null': null,
          ...prefixed(indexKeys.lockedUser(lockedAt, userId)),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const prefixed = (k: { gsi3pk: string; gsi3sk: string }) => ({ ':gpk': k.gsi3pk, ':gsk': k.gsi3sk });

/** Clears the lock and the failure counter (successful login or administrator unlock). */
export async function resetLockout(userId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET failed_attempts = :zero, locked_at = :null REMOVE gsi3pk, gsi3sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0, ':null': null },
    }),
  );
}
