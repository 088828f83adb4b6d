import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { userEntity } from '../users/user-record';
import { ownNotifications } from './notification-repository';

// Its own file: what only 'Tout supprimer' does (a batch delete) stays out of the Lambdas that
// merely notify (auth's security alerts), so their grants stay narrow (infra/test/grants.test.ts).

/** Deletes every notification of a user, and its unread count with them; how many there were. */
export async function deleteNotificationsOf(userId: string): Promise<number> {
  const items = await queryAll({ ...ownNotifications(userId), ProjectionExpression: 'pk, sk, #read', ExpressionAttributeNames: { '#read': 'read' } });
  await table.batchDelete(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  const unread = items.filter((item) => item.read === false).length;
  await userEntity.update(userEntity.key(userId), { add: { unread_notifications: -unread, notifications_version: 1 } });
  return items.length;
}
