import type { AuditAction } from '@app/shared/audit/schemas';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import type { UserRecord } from '../users/user-record';

/** The fields of an account an entry records (never its password hash, tokens or counters). */
const ACCOUNT_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'address',
  'solde',
  'siren',
  'vat_number',
  'billing_address',
  'role',
  'status',
] as const satisfies readonly (keyof UserRecord)[];

const subjectOf = (user: UserRecord) => user.company_name || `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * The entry of a change of an account (created when `before` is undefined, deleted when `after`
 * is): a client's entries are in its own list too. `extra` adds values no field holds (a new password, said, never shown).
 */
export function accountAudit(
  context: AuditContext,
  action: AuditAction,
  before: UserRecord | undefined,
  after: UserRecord | undefined,
  extra: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
) {
  const user = (after ?? before) as UserRecord;
  const changed = changedFields(before, after, ACCOUNT_FIELDS);
  return auditWrites(context, {
    action,
    clientId: user.role === 'client' ? user.id : undefined,
    subject: subjectOf(user),
    before: { ...changed.before, ...extra.before },
    after: { ...changed.after, ...extra.after },
  });
}

/** 'client.edit' or 'admin.edit' (and the like) by the account's role. */
export const roleAction = (user: UserRecord, what: 'create' | 'edit' | 'delete'): AuditAction =>
  user.role === 'admin' ? `admin.${what}` : `client.${what}`;
