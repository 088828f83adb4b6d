import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '../lib/db/client';
import { epochSeconds, keys, nowIso } from '../lib/db/keys';
import { env } from '../lib/env';

/** Records a new refresh token id; only recorded ids can be exchanged, once. */
export async function issueRefreshTokenId(userId: string): Promise<string> {
  const jti = randomUUID();
  const expires = new Date(Date.now() + env().REFRESH_TOKEN_TTL_SECONDS * 1000);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.refreshToken(jti),
        type: 'refresh_token',
        user_id: userId,
        created_at: nowIso(),
        expires_at: epochSeconds(expires),
      },
    }),
  );
  return jti;
}

/** Consumes a refresh token id: true the first time, false if it was used or never issued. */
export async function consumeRefreshTokenId(jti: string, userId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.refreshToken(jti),
        ConditionExpression: 'attribute_exists(pk) AND user_id = :user',
        ExpressionAttributeValues: { ':user': userId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
