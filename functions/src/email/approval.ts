import type { TransactionItem } from '../lib/db/transaction';
import type { UserRecord } from '../users/user-record';
import { outboxWrite } from './outbox';

type Account = Pick<UserRecord, 'id' | 'role' | 'status'>;

/**
 * The 'Compte validé' mail of an account change, for the transaction of that change: only when a
 * client becomes approved (an approval, or a client an administrator creates approved).
 */
export function approvalMailWrites(before: Account | undefined, after: Account): TransactionItem[] {
  const approved = after.role === 'client' && after.status === 'approved' && before?.status !== 'approved';
  return approved ? [outboxWrite({ kind: 'account_approved', recipientId: after.id })] : [];
}
