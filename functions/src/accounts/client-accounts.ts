import { accountStatusLabels, type AccountStatus } from '@app/shared/users/schemas';
import { approvalMailWrites } from '../email/approval';
import { notFound } from '../lib/errors';
import { markSubjectRead, notificationSubjects } from '../notifications/notification-subjects';
import { writeSecurityLog } from '../security/security-log-repository';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { getUser, resetLockout, setUserStatus } from '../users/user-repository';

const USER_NOT_FOUND = 'Utilisateur introuvable';

async function requireUser(id: string): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** PUT /api/admin/users/{id}/status: approve, disable or set pending a client account. */
export async function changeStatus(id: string, status: AccountStatus, by: UserRecord) {
  const user = await requireUser(id);
  if (user.role !== 'client') throw notFound(USER_NOT_FOUND);
  const updated = await setUserStatus(user, status, approvalMailWrites);
  if (!updated) throw notFound(USER_NOT_FOUND);
  // A decision on the account is the task 'Nouveau client à valider' asked for.
  if (status !== 'pending') await markSubjectRead(notificationSubjects.clientApproval(user.id));
  await writeSecurityLog('info', 'account_status_changed', `Statut du compte passé à « ${accountStatusLabels[status]} » par ${by.email}`, user.email);
  return toPublicUser(updated);
}

/** POST /api/admin/users/{id}/unlock. */
export async function unlock(id: string, by: UserRecord) {
  const user = await requireUser(id);
  await resetLockout(user.id);
  await writeSecurityLog('info', 'account_unlocked', `Compte déverrouillé par ${by.email}`, user.email);
  return { detail: 'Compte déverrouillé avec succès', user: toPublicUser({ ...user, locked_at: null }) };
}
