import {
  CANNOT_DELETE_SELF,
  USER_DELETED,
  USER_NOT_FOUND,
  type AdminUser,
  type CreateUserInput,
  type UpdateUserInput,
} from '@app/shared/users/admin-schemas';
import type { Role } from '@app/shared/users/schemas';
import { readClientCounters, readManyClientCounters } from '../order-data/counters/counter-repository';
import { accountCountersMove } from '../order-data/counters/account-counters';
import { approvalMailWrites } from '../email/approval';
import type { ClientCounters } from '../order-data/counters/counter-record';
import { hashPassword } from '../lib/auth/passwords';
import { invalid, notFound } from '../lib/errors';
import { writeSecurityLog } from '../security/security-log-repository';
import { balanceDue, soldeFields } from '../users/opening-balance';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { accountsPage, createUser, deleteAccount, getUser, updateAccount } from '../users/user-repository';
import { endEverySession } from '../users/refresh-token-repository';
import { deleteClientData, pseudonymFor, pseudonymizeClient } from './client-data';
import { auditWrites } from '../audit/audit-item';
import type { AuditContext } from '../audit/audit-item';
import { accountAudit, roleAction } from './account-audit';

/** The account with this id (of this role, when given), else 404. */
export async function requireAccount(id: string, role?: Role): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user || (role && user.role !== role)) throw notFound(USER_NOT_FOUND);
  return user;
}

/** The account as the administration shows it: its public fields and its counters. */
function toAdminUser(user: UserRecord, counters?: ClientCounters): AdminUser {
  return {
    ...toPublicUser(user),
    has_logo: user.logo_key !== null,
    orders_total: counters?.orders_total ?? 0,
    unpaid_count: counters?.unpaid_count ?? 0,
    balance_due: user.role === 'client' ? balanceDue(user, counters?.balance_cents ?? 0) : 0,
    ...(user.erasure_requested_at ? { erasureRequestedAt: user.erasure_requested_at } : {}),
    ...(user.terms_accepted_at ? { termsAcceptedAt: user.terms_accepted_at } : {}),
  };
}

/**
 * GET /api/admin/users: one page of clients (or administrators), newest first, each with its
 * counters: one Query and one BatchGet whatever the history (and a recount of an item that
 * does not read, never a failure of the whole list).
 */
export async function listAccounts(query: { role: Role; search: string; limit: number; cursor?: string }) {
  const { users, nextCursor } = await accountsPage(query.role, query);
  const clients = users.filter((u) => u.role === 'client');
  const byClient = await readManyClientCounters(clients.map((c) => c.id));
  return { users: users.map((u) => toAdminUser(u, byClient.get(u.id))), nextCursor };
}

/**
 * POST /api/admin/users: a client approved at once, or an administrator. Its password is the
 * administrator's choice: the account replaces it at its first sign-in (auth/password-change.ts).
 */
export async function createAccount(input: CreateUserInput, by: UserRecord, context: AuditContext): Promise<AdminUser> {
  const { password, solde, ...fields } = input;
  const account = { ...fields, ...soldeFields(solde), password_hash: await hashPassword(password), status: 'approved' as const, must_change_password: true };
  const user = await createUser(account, (created) => [
    ...accountCountersMove(undefined, created),
    ...approvalMailWrites(undefined, created),
    ...accountAudit(context, roleAction(created, 'create'), undefined, created),
  ]);
  await writeSecurityLog('info', 'account_created', `Compte ${input.role === 'admin' ? 'administrateur' : 'client'} créé par ${by.email}`, user.email);
  return toAdminUser(user);
}

/** PUT /api/admin/users/{id}: the whole edited object; a new password only when given. */
export async function editAccount(id: string, input: UpdateUserInput, by: UserRecord, context: AuditContext): Promise<AdminUser> {
  return saveAccount(await requireAccount(id), input, by, context);
}

/**
 * Saves the edited object of an account already read. A new password set for someone else must
 * be replaced at that account's next sign-in (auth/password-change.ts); whoever sets it, every
 * other session of the account ends (its refresh tokens revoked, its access tokens refused at
 * their next call): a reset shuts out whoever knew the old one.
 */
export async function saveAccount(
  user: UserRecord,
  input: UpdateUserInput,
  by: UserRecord & { session_id?: string },
  context: AuditContext,
): Promise<AdminUser> {
  const { id } = user;
  const { new_password, solde, ...fields } = input;
  const change = { ...fields, ...soldeFields(solde) };
  const own = by.id === id;
  // A new password is said, never shown.
  const audit = accountAudit(context, roleAction(user, 'edit'), user, { ...user, ...change }, new_password ? { after: { password: 'changed' } } : {});
  const password = new_password ? { password_hash: await hashPassword(new_password), ...(own ? {} : { must_change_password: true }) } : {};
  const updated = await updateAccount(user, { ...change, ...password }, audit);
  if (!updated) throw notFound(USER_NOT_FOUND);
  if (new_password) {
    const ended = await endEverySession(id, { keep: own ? by.session_id : undefined });
    const next = own ? '' : '\u202f; nouveau mot de passe exigé à la prochaine connexion';
    await writeSecurityLog('warning', 'password_reset', `Mot de passe modifié par ${by.email}${next} (${ended} session(s) fermée(s))`, updated.email);
  } else await writeSecurityLog('info', 'account_updated', `Compte modifié par ${by.email}`, updated.email);
  return toAdminUser(updated, user.role === 'client' ? await readClientCounters(id) : undefined);
}

/**
 * DELETE /api/admin/users/{id}: never oneself nor the last administrator. The account goes at
 * once (its tokens stop working on their next call: every call reads the account). A client is
 * erased (issue 24): its kept records get the pseudonym 'Client supprimé #<n>' first, then the
 * account goes with an audit entry of what was erased, then what sat beside it.
 */
export async function removeAccount(id: string, by: UserRecord, context: AuditContext, role?: Role) {
  if (id === by.id) throw invalid(CANNOT_DELETE_SELF);
  const user = await requireAccount(id, role);
  if (user.role === 'client') return eraseClient(user, by, context);
  const writes = [...accountCountersMove(user, undefined), ...accountAudit(context, roleAction(user, 'delete'), user, undefined)];
  if (!(await deleteAccount(user, writes))) throw notFound(USER_NOT_FOUND);
  await writeSecurityLog('warning', 'account_deleted', `Compte supprimé par ${by.email}`, user.email);
  return { detail: USER_DELETED };
}

async function eraseClient(user: UserRecord, by: UserRecord, context: AuditContext) {
  const pseudonym = await pseudonymFor(user);
  const counts = await pseudonymizeClient(pseudonym);
  const audit = auditWrites(context, { action: 'client.delete', clientId: user.id, subject: pseudonym.name, before: {}, after: { erasure: counts } });
  if (!(await deleteAccount(user, [...accountCountersMove(user, undefined), ...audit]))) throw notFound(USER_NOT_FOUND);
  await deleteClientData(user);
  await writeSecurityLog('warning', 'account_deleted', `Client effacé (${pseudonym.name}) par ${by.email}`, pseudonym.name);
  return { detail: USER_DELETED };
}
