import { FAILED_ATTEMPTS_WINDOW_MS, type AdminTwoFactor, type ClientTwoFactor, type LockedAccount } from '@app/shared/security/schemas';
import { latestSecurityLogs, listSecurityLogsSince } from '../security/security-log-repository';
import { twoFactorAccountsPage } from '../users/two-factor-repository';
import { accountsPage, listLockedUsers } from '../users/user-repository';

/** GET /api/admin/security/locked-accounts: the accounts locked now, with the end of each lock. */
export async function lockedAccounts(): Promise<LockedAccount[]> {
  return (await listLockedUsers()).flatMap((u) =>
    u.locked_until
      ? [
          {
            id: u.id,
            first_name: u.first_name,
            last_name: u.last_name,
            email: u.email,
            company_name: u.company_name,
            locked_at: u.locked_at,
            locked_until: u.locked_until,
          },
        ]
      : [],
  );
}

/**
 * GET /api/admin/security/stats. totalFailedAttempts: failed logins in the last 24 h;
 * suspiciousActivities: critical entries (locks, refresh-token reuse) in the same window;
 * lastSecurityIncident: newest critical entry.
 */
export async function securityStats() {
  const since = new Date(Date.now() - FAILED_ATTEMPTS_WINDOW_MS).toISOString();
  const [logs, locked] = await Promise.all([listSecurityLogsSince(since), listLockedUsers()]);
  const critical = logs.filter((l) => l.type === 'critical');
  return {
    totalFailedAttempts: logs.filter((l) => l.event === 'login_failed').length,
    lockedAccountsCount: locked.length,
    suspiciousActivities: critical.length,
    lastSecurityIncident: critical[0]?.timestamp ?? null,
  };
}

/** GET /api/admin/security/logs?limit= */
export const recentSecurityLogs = (limit: number) => latestSecurityLogs(limit);

/**
 * GET /api/admin/security/two-factor: one page of the administrators (a Query of their role's
 * index) with their second factor, read from their account items.
 */
export async function adminsTwoFactor(query: { limit: number; cursor?: string }): Promise<{ admins: AdminTwoFactor[]; nextCursor?: string }> {
  const { users, nextCursor } = await accountsPage('admin', { ...query, search: '' });
  const admins = users.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    enabled: !!u.totp_secret,
    enabled_at: u.totp_secret ? u.totp_enabled_at : null,
  }));
  return { admins, nextCursor };
}

/**
 * GET /api/admin/security/two-factor/clients: one page of the clients who turned a second factor
 * on (issue 36), a Query of their sparse index key, latest first; those without one are not read.
 */
export async function clientsTwoFactor(query: { limit: number; cursor?: string }): Promise<{ clients: ClientTwoFactor[]; nextCursor?: string }> {
  const { users, nextCursor } = await twoFactorAccountsPage('client', query);
  const clients = users.flatMap((u) =>
    u.totp_secret && u.totp_enabled_at
      ? [{ id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email, company_name: u.company_name, enabled_at: u.totp_enabled_at }]
      : [],
  );
  return { clients, nextCursor };
}
