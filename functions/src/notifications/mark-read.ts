import { keys } from '../lib/db/keys';
import { table } from '../lib/db/table';
import { updateExpression } from '../lib/db/update';
import { unlessRefused } from '../lib/db/write';
import { notificationEntity } from './notification-record';

/** The caller's account item moves: fewer unread, a new notifications version. */
const feedUpdate = (userId: string, unreadDelta: number) => ({
  Update: {
    Key: keys.user(userId),
    ...updateExpression({ add: { unread_notifications: unreadDelta, notifications_version: 1 } }),
  },
});

/**
 * Marks one unread notification read (and out of the subject index) with its recipient's unread
 * count in the same transaction, once: false when it was read already or is gone.
 */
export function markOneRead(recipientId: string, id: string): Promise<boolean> {
  const read = updateExpression({
    set: { read: true },
    remove: ['gsi2pk', 'gsi2sk'],
    condition: { expression: '#read = :unread', names: { '#read': 'read' }, values: { ':unread': false } },
  });
  return unlessRefused(
    async () => {
      await table.transact([{ Update: { Key: notificationEntity.key(recipientId, id), ...read } }, feedUpdate(recipientId, -1)]);
      return true;
    },
    () => false,
  );
}
