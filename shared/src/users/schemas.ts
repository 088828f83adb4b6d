import * as z from 'zod/mini';
import { fiscalFields } from './fiscal';

export const roles = ['admin', 'client'] as const;
export const accountStatuses = ['pending', 'approved', 'disabled'] as const;

export const roleSchema = z.enum(roles);
export const accountStatusSchema = z.enum(accountStatuses);
export type Role = z.infer<typeof roleSchema>;
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** French labels shown for an account status (spec §4). */
export const accountStatusLabels: Record<AccountStatus, string> = {
  pending: 'En attente',
  approved: 'Actif',
  disabled: 'Désactivé',
};

/** A user as the API returns it: never any password material. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  phone: z.string(),
  address: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  solde: z.string(),
  logo_filename: z.nullable(z.string()),
  created_at: z.string(),
  locked_at: z.nullable(z.string()),
  /** The buyer's fiscal data printed on its invoices (issue 21). */
  ...fiscalFields,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const updateStatusSchema = z.object({
  status: accountStatusSchema,
});
