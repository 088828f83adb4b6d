import * as z from 'zod/mini';
import { roleSchema, updateStatusSchema, publicUserSchema } from '../users/schemas';
import {
  adminUserSchema,
  createAdministratorSchema,
  createUserSchema,
  deletedUserSchema,
  savedLogoSchema,
  updateAdministratorSchema,
  updateUserSchema,
} from '../users/admin-schemas';
import { preferencesInputSchema, preferencesSavedSchema } from '../users/preferences';
import { unlockResponseSchema } from '../users/responses';
import { logoLinkSchema } from '../partners/schemas';
import { adminTwoFactorSchema, clientTwoFactorSchema, lockedAccountSchema, securityLogSchema, securityStatsSchema } from '../security/schemas';
import { cursorSchema, limitSchema, linkQuery, pageLimitSchema } from './paging';
import { pathParams } from './params';
import { ok, created, paged, type RouteDef } from './route';

/** `?q=&limit=&cursor=` of the administrators' list (its role is fixed: it takes no `?role=`). */
export const administratorListQuery = z.object({
  q: z._default(z.string().check(z.maxLength(100, 'Recherche trop longue')), ''),
  limit: pageLimitSchema,
  cursor: cursorSchema,
});

/** `?role=&q=&limit=&cursor=` of the account list: the clients when `role` is absent or blank. */
export const accountListQuery = z.extend(administratorListQuery, {
  role: z.union([z._default(roleSchema, 'client'), z.pipe(z.literal(''), z.transform(() => 'client' as const))]),
});
export type AccountListQuery = z.infer<typeof accountListQuery>;

/** `?limit=` of the security log: 1 to 200, 50 when absent. */
export const securityLogsLimit = limitSchema(200, 50);

const accountList = z.array(adminUserSchema);
const logoAnswers = { 200: logoLinkSchema, 302: 'redirect', 204: 'no-content' } as const;

export const accountRoutes = [
  {
    method: 'GET',
    path: '/api/admin/users',
    domain: 'accounts',
    access: 'admin',
    summary: 'One page of accounts',
    query: accountListQuery,
    responses: ok(accountList),
    headers: paged,
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    domain: 'accounts',
    access: 'admin',
    summary: 'Create an account',
    body: createUserSchema,
    responses: created(adminUserSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: 'Edit an account',
    body: updateUserSchema,
    responses: ok(adminUserSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: 'Delete an account',
    responses: ok(deletedUserSchema),
    // 400: one's own account.
    refusals: [400],
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}/status',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: 'Approve or disable a client',
    body: updateStatusSchema,
    responses: ok(publicUserSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/users/{id}/unlock',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: 'Unlock a locked account',
    responses: ok(unlockResponseSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/administrators',
    domain: 'accounts',
    access: 'admin',
    summary: 'One page of administrators',
    query: administratorListQuery,
    responses: ok(accountList),
    headers: paged,
  },
  {
    method: 'POST',
    path: '/api/admin/administrators',
    domain: 'accounts',
    access: 'admin',
    summary: 'Create an administrator',
    body: createAdministratorSchema,
    responses: created(adminUserSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/administrators/{id}',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: 'Edit an administrator',
    body: updateAdministratorSchema,
    responses: ok(adminUserSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/administrators/{id}',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: 'Delete an administrator',
    responses: ok(deletedUserSchema),
    // 400: one's own account.
    refusals: [400],
  },
  {
    method: 'GET',
    path: '/api/admin/clients/{id}/logo',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: "A client's logo (302, or JSON with ?format=json; 204 without one)",
    query: linkQuery,
    responses: logoAnswers,
  },
  {
    method: 'POST',
    path: '/api/admin/clients/{id}/logo',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: "Upload a client's logo",
    file: true,
    responses: ok(savedLogoSchema),
  },
  {
    method: 'GET',
    path: '/api/client/logo',
    domain: 'accounts',
    access: 'client',
    summary: 'My logo (302, or JSON with ?format=json; 204 without one)',
    query: linkQuery,
    responses: logoAnswers,
  },
  {
    method: 'POST',
    path: '/api/client/logo',
    domain: 'accounts',
    access: 'client',
    summary: 'Upload my logo',
    file: true,
    responses: ok(savedLogoSchema),
  },
  {
    method: 'PUT',
    path: '/api/client/preferences',
    domain: 'accounts',
    access: 'client',
    summary: 'Save my e-mail preference',
    body: preferencesInputSchema,
    responses: ok(preferencesSavedSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/security/locked-accounts',
    domain: 'accounts',
    access: 'admin',
    summary: 'Locked accounts',
    responses: ok(z.array(lockedAccountSchema)),
  },
  {
    method: 'GET',
    path: '/api/admin/security/stats',
    domain: 'accounts',
    access: 'admin',
    summary: 'Security counters',
    responses: ok(securityStatsSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/security/logs',
    domain: 'accounts',
    access: 'admin',
    summary: 'Recent security events',
    query: z.object({ limit: securityLogsLimit }),
    responses: ok(z.array(securityLogSchema)),
  },
  {
    method: 'GET',
    path: '/api/admin/security/two-factor',
    domain: 'accounts',
    access: 'admin',
    summary: "One page of the administrators' second factor (on or not, since when), newest account first",
    query: z.object({ limit: pageLimitSchema, cursor: cursorSchema }),
    responses: ok(z.array(adminTwoFactorSchema)),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/admin/security/two-factor/clients',
    domain: 'accounts',
    access: 'admin',
    summary: 'One page of the clients who turned the second factor on (with their company, since when), latest first',
    query: z.object({ limit: pageLimitSchema, cursor: cursorSchema }),
    responses: ok(z.array(clientTwoFactorSchema)),
    headers: paged,
  },
] as const satisfies readonly RouteDef[];
