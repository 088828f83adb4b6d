import { sessionMessages, type Session } from '@app/shared/auth/sessions';
import { notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { getUser } from '../users/user-repository';
import { endEverySession, endSessions, getSession, liveSessions } from '../users/refresh-token-repository';
import type { RefreshFamily } from '../users/refresh-token-record';
import { auditWrites, type AuditContext } from '../audit/audit-item';

/** A user's sessions shown at most (newest first): beyond, the oldest are not listed but still ended by 'end all'. */
export const SESSIONS_SHOWN = 50;

const toSession = (family: RefreshFamily, current: string | undefined): Session => ({
  id: family.family_id,
  created_at: family.created_at,
  last_used_at: family.rotated_at ?? family.created_at,
  user_agent: family.user_agent,
  address: family.address,
  current: family.family_id === current,
});

/** GET /api/auth/sessions. */
export async function mySessions(user: UserRecord & { session_id?: string }): Promise<Session[]> {
  return (await liveSessions(user.id, SESSIONS_SHOWN)).map((family) => toSession(family, user.session_id));
}

/** DELETE /api/auth/sessions/{id}: one of the caller's own (another's or an unknown one: 404). */
export async function endMySession(user: UserRecord, id: string): Promise<{ detail: string }> {
  const family = await getSession(id);
  if (!family || family.user_id !== user.id || family.revoked_at) throw notFound(sessionMessages.notFound);
  if (!(await endSessions(user.id, [family]))) throw notFound(sessionMessages.notFound);
  return { detail: sessionMessages.ended };
}

/**
 * DELETE /api/admin/users/{id}/sessions: every live session of the account, page after page; its
 * audit entry goes with the first sessions ended (none when there were none to end).
 */
export async function endAllSessions(userId: string, context: AuditContext): Promise<{ detail: string; ended: number }> {
  const user = await getUser(userId);
  if (!user) throw notFound('Utilisateur introuvable');
  const audit = auditWrites(context, {
    action: 'account.sessions',
    ...(user.role === 'client' ? { clientId: user.id } : {}),
    subject: user.company_name || user.email,
    before: {},
    after: {},
  });
  const ended = await endEverySession(userId, { more: audit });
  return { detail: sessionMessages.endedAll, ended };
}
