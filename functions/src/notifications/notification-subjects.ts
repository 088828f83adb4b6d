import { notificationSubjectPartition } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import { markOneRead } from './mark-read';

/**
 * A notification that asks for a task names its subject; doing the task marks every unread
 * notification of that subject read, for every administrator (a task done by one is done for
 * all). One Query on the sparse subject index (gsi2), then one small transaction per item.
 */
export const notificationSubjects = {
  /** 'Nouveau client à valider': done when an administrator decides on the account. */
  clientApproval: (clientId: string) => `CLIENT#${clientId}`,
  /** 'Nouveau message client' of an order: done when an administrator reads or answers its chat. */
  orderChat: (orderId: string) => `ORDERCHAT#${orderId}`,
  /** 'Nouveau message client' of the support chat: done when an administrator reads or answers the thread. */
  supportThread: (clientId: string) => `SUPPORT#${clientId}`,
} as const;

/** Marks read every unread notification of `subject`; how many it marked. */
export async function markSubjectRead(subject: string): Promise<number> {
  const items = await queryAll({
    ...keyConditions.partition(notificationSubjectPartition(subject), 'gsi2'),
    ProjectionExpression: 'recipient_id, id',
  });
  const marked = await Promise.all(items.map((item) => markOneRead(String(item.recipient_id), String(item.id))));
  return marked.filter(Boolean).length;
}
