import { createUserSchema, type CreateAdministratorInput, type UpdateAdministratorInput } from '@app/shared/users/admin-schemas';
import { openingBalanceCents } from '../users/opening-balance';
import type { UserRecord } from '../users/user-record';
import { createAccount, removeAccount, requireAccount, saveAccount } from './admin-users';
import type { AuditContext } from '../audit/audit-item';

/**
 * The spec's administrator calls (§7 /api/admin/administrators): the account administration of
 * admin-users.ts with the role fixed to admin, so the rules are the same (unique e-mail, never
 * oneself, never the last administrator). A client's id is answered 404 here; the list is
 * GET /api/admin/users with role admin (accounts/index.ts).
 */

/** The account's other fields (phone, address, solde) take their defaults. */
export const createAdministrator = (input: CreateAdministratorInput, by: UserRecord, context: AuditContext) =>
  createAccount(createUserSchema.parse({ ...input, role: 'admin' }), by, context);

/** What the spec's fields leave out (phone, address, solde; an empty company) is kept as it is. */
export async function editAdministrator(id: string, input: UpdateAdministratorInput, by: UserRecord, context: AuditContext) {
  const admin = await requireAccount(id, 'admin');
  const { phone, address } = admin;
  const solde = openingBalanceCents(admin) / 100;
  return saveAccount(admin, { ...input, company_name: input.company_name || admin.company_name, phone, address, solde }, by, context);
}

export const removeAdministrator = (id: string, by: UserRecord, context: AuditContext) => removeAccount(id, by, context, 'admin');
