import { CANNOT_DELETE_LAST_ADMIN } from '@app/shared/users/admin-schemas';
import { invalid } from '../../lib/errors';
import type { TransactionItem } from '../../lib/db/transaction';
import type { UserRecord } from '../../users/user-record';
import { accountCountersDelta } from './counter-repository';

type Counted = Pick<UserRecord, 'role' | 'status'>;
const pending = (u?: Counted) => (u?.role === 'client' && u.status === 'pending' ? 1 : 0);
const admin = (u?: Counted) => (u?.role === 'admin' ? 1 : 0);

/**
 * The account counters' move for a change of account (none when nothing moves): pending
 * clients, and administrators, never below one (refused with 400 for the last one). The action
 * that creates, moves or deletes an account adds it to that write's transaction (decision 043).
 */
export function accountCountersMove(before: Counted | undefined, after: Counted | undefined): TransactionItem<Error>[] {
  const counts = { pending_clients: pending(after) - pending(before), admins: admin(after) - admin(before) };
  const moves = Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));
  if (Object.keys(moves).length === 0) return [];
  const lastAdmin = { above: 1, onConditionFailed: () => invalid(CANNOT_DELETE_LAST_ADMIN) };
  return [accountCountersDelta(moves, counts.admins < 0 ? lastAdmin : undefined)];
}
