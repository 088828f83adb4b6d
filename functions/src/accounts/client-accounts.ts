import { accountStatusLabels, type AccountStatus } from '@app/shared/users/schemas';
import { approvalMailWrites } from '../email/approval';
import { notFound } from '../lib/errors';
import { accountCountersMove } from '../order-data/counters/account-counters';
import { markSubjectRead, notificationSubjects } from '../notifications/notification-subjects';
import { writeSecurityLog } from '../security/security-log-repository';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { getUser, resetLockout, setUserStatus } from '../users/user-repository';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { accountAudit } from './account-audit';

const USER_NOT_FOUND = 'Utilisateur introuvable';

async function requireUser(id: string): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** PUT /api/admin/users/{id}/status: approve, disable or set pending a client account. */
export async function changeStatus(id: string, status: AccountStatus, by: UserRecord, context: AuditContext) {
  const user = await requireUser(id);
  if (user.role !== 'client') throw notFound(USER_NOT_FOUND);
  const updated = await setUserStatus(user, status, (before, after) => [
    ...accountCountersMove(before, after),
    ...approvalMailWrites(before, after),
    ...accountAudit(context, before.status === 'pending' && status === 'approved' ? 'client.approve' : 'client.status', before, after),
  ]);
  if (!updated) throw notFound(USER_NOT_FOUND);
  // A decision on the account is the task 'Nouveau client à valider' asked for.
  if (status !== 'pending') await markSubjectRead(notificationSubjects.clientApproval(user.id));
  await writeSecurityLog('info', 'account_status_changed', `Statut du compte passé à «\u202f${accountStatusLabels[status]}\u202f» par ${by.email}`, user.email);
  return toPublicUser(updated);
}

/** POST /api/admin/users/{id}/unlock. */
export async function unlock(id: string, by: UserRecord, context: AuditContext) {
  const user = await requireUser(id);
  const audit = auditWrites(context, {
    action: 'account.unlock',
    clientId: user.role === 'client' ? user.id : undefined,
    subject: user.company_name || user.email,
    before: { locked_until: user.locked_until },
    after: { locked_until: null },
  });
  await resetLockout(user.id, audit);
  await writeSecurityLog('info', 'account_unlocked', `Compte déverrouillé par ${by.email}`, user.email);
  return { detail: 'Compte déverrouillé avec succès', user: toPublicUser({ ...user, locked_at: null }) };
}
