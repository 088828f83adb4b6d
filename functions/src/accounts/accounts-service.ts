import type { AccountStatus } from '@app/shared/users/schemas';
import { FAILED_ATTEMPTS_WINDOW_MS } from '@app/shared/security/schemas';
import { notFound } from '../lib/http/errors';
import { listSecurityLogs, writeSecurityLog } from '../security/security-log';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { getUser, listLockedUsers, listUsersByRole, resetLockout, setUserStatus } from '../users/users-repository';

const USER_NOT_FOUND = 'Utilisateur introuvable';

async function requireUser(id: string): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function listClients() {
  return (await listUsersByRole('client')).map(toPublicUser);
}

export async function changeStatus(id: string, status: AccountStatus, by: UserRecord) {
  const user = await requireUser(id);
  if (user.role !== 'client') throw notFound(USER_NOT_FOUND);
  const updated = await setUserStatus(user, status);
  await writeSecurityLog('info', 'account_status_changed', `Statut du compte passé à « ${status} » par ${by.email}`, user.email);
  return toPublicUser(updated);
}

export async function unlock(id: string, by: UserRecord) {
  const user = await requireUser(id);
  await resetLockout(user.id);
  await writeSecurityLog('info', 'account_unlocked', `Compte déverrouillé par ${by.email}`, user.email);
  return { detail: 'Compte déverrouillé avec succès', user: toPublicUser({ ...user, locked_at: null }) };
}

export async function lockedAccounts() {
  return (await listLockedUsers()).map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    company_name: u.company_name,
    locked_at: u.locked_at ?? null,
  }));
}

/**
 * totalFailedAttempts: failed logins in the last 24 h; suspiciousActivities: critical entries
 * (locks, refresh-token reuse) in the same window; lastSecurityIncident: newest critical entry.
 */
export async function securityStats() {
  const since = new Date(Date.now() - FAILED_ATTEMPTS_WINDOW_MS).toISOString();
  const [logs, locked] = await Promise.all([listSecurityLogs(since), listLockedUsers()]);
  const critical = logs.filter((l) => l.type === 'critical');
  return {
    totalFailedAttempts: logs.filter((l) => l.event === 'login_failed').length,
    lockedAccountsCount: locked.length,
    suspiciousActivities: critical.length,
    lastSecurityIncident: critical[0]?.timestamp ?? null,
  };
}

export const recentSecurityLogs = (limit: number) => listSecurityLogs(null, limit);
