import { markOneRead, unreadOfSubject } from './notification-repository';

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
  const unread = await unreadOfSubject(subject);
  const marked = await Promise.all(unread.map(({ recipientId, id }) => markOneRead(recipientId, id)));
  return marked.filter(Boolean).length;
}
