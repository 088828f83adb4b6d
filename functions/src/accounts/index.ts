import { updateStatusSchema } from '@app/shared/users/schemas';
import { accountRoutes, type AccountListQuery } from '@app/shared/api/accounts';
import {
  createAdministratorSchema,
  createUserSchema,
  updateAdministratorSchema,
  updateUserSchema,
} from '@app/shared/users/admin-schemas';
import { preferencesInputSchema } from '@app/shared/users/preferences';
import { linkAnswer } from '../lib/http/link';
import { withNextCursor } from '../lib/http/paging';
import { json } from '../lib/http/response';
import { clientLogoLink, uploadClientLogo } from './client-logos';
import { domainRoutes } from '@app/shared/api/route';
import { auditRoutes } from '@app/shared/api/audit';
import { privacyRoutes } from '@app/shared/api/privacy';
import { createDomainHandler } from '../router';
import { changeStatus, unlock } from './client-accounts';
import { createAccount, editAccount, listAccounts, removeAccount, requireAccount } from './admin-users';
import { createAdministrator, editAdministrator, removeAdministrator } from './administrators';
import { adminsTwoFactor, clientsTwoFactor, lockedAccounts, recentSecurityLogs, securityStats } from './security-dashboard';
import { savePreferences } from './preferences';
import { auditContextOf } from '../audit/audit-item';
import { auditList, clientAudit } from '../audit/audit-repository';
import { recordErasureRequest } from '../privacy/erasure-request-repository';
import { exportLink, listExports, requestExport } from './privacy-exports';
import { privacyNotice } from './privacy-notice';

/** One page of a client's exports, `X-Next-Cursor` for the next one. */
async function exportsPage(userId: string, query: { limit: number; cursor?: string }) {
  const { exports, nextCursor } = await listExports(userId, query);
  return withNextCursor(json(exports), nextCursor);
}

/** One page of accounts, `X-Next-Cursor` for the next one. */
async function accountsPage({ role, q, limit, cursor }: AccountListQuery) {
  const { users, nextCursor } = await listAccounts({ role, search: q, limit, cursor: cursor || undefined });
  return withNextCursor(json(users), nextCursor);
}

export const handler = createDomainHandler(domainRoutes('accounts', accountRoutes, auditRoutes, privacyRoutes), {
  'GET /api/admin/users': {
    handler: async ({ query }) => accountsPage(query),
  },
  'POST /api/admin/users': {
    body: createUserSchema,
    handler: async ({ body, user, event }) => json(await createAccount(body, user, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/users/{id}': {
    body: updateUserSchema,
    handler: async ({ params, body, user, event }) => json(await editAccount(params.id, body, user, auditContextOf(user, event))),
  },
  'DELETE /api/admin/users/{id}': {
    handler: async ({ params, user, event }) => json(await removeAccount(params.id, user, auditContextOf(user, event))),
  },
  'GET /api/admin/administrators': {
    handler: async ({ query }) => accountsPage({ ...query, role: 'admin' }),
  },
  'POST /api/admin/administrators': {
    body: createAdministratorSchema,
    handler: async ({ body, user, event }) => json(await createAdministrator(body, user, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/administrators/{id}': {
    body: updateAdministratorSchema,
    handler: async ({ params, body, user, event }) => json(await editAdministrator(params.id, body, user, auditContextOf(user, event))),
  },
  'DELETE /api/admin/administrators/{id}': {
    handler: async ({ params, user, event }) => json(await removeAdministrator(params.id, user, auditContextOf(user, event))),
  },
  'PUT /api/admin/users/{id}/status': {
    body: updateStatusSchema,
    handler: async ({ params, body, user, event }) => json(await changeStatus(params.id, body.status, user, auditContextOf(user, event))),
  },
  'POST /api/admin/users/{id}/unlock': {
    handler: async ({ params, user, event }) => json(await unlock(params.id, user, auditContextOf(user, event))),
  },
  'GET /api/admin/clients/{id}/logo': {
    handler: async ({ params, query, event }) => linkAnswer(await clientLogoLink(params.id), { query, event }),
  },
  'POST /api/admin/clients/{id}/logo': {
    handler: async ({ user, event, params, files }) => json(await uploadClientLogo(params.id, files, auditContextOf(user, event))),
  },
  'GET /api/client/logo': {
    handler: async ({ user, query, event }) => linkAnswer(await clientLogoLink(user.id), { query, event }),
  },
  'POST /api/client/logo': {
    handler: async ({ user, files }) => json(await uploadClientLogo(user.id, files)),
  },
  'PUT /api/client/preferences': {
    body: preferencesInputSchema,
    handler: async ({ user, body }) => json(await savePreferences(user, body)),
  },
  'GET /api/admin/audit': {
    handler: async ({ query }) => {
      const { entries, nextCursor } = await auditList(query);
      return withNextCursor(json(entries), nextCursor);
    },
  },
  'GET /api/admin/clients/{id}/audit': {
    handler: async ({ params, query }) => {
      const { entries, nextCursor } = await clientAudit(params.id, query);
      return withNextCursor(json(entries), nextCursor);
    },
  },
  'GET /api/admin/security/locked-accounts': { handler: async () => json(await lockedAccounts()) },
  'GET /api/admin/security/stats': { handler: async () => json(await securityStats()) },
  'GET /api/admin/security/logs': {
    handler: async ({ query }) => json(await recentSecurityLogs(query.limit)),
  },
  'GET /api/admin/security/two-factor': {
    handler: async ({ query }) => {
      const { admins, nextCursor } = await adminsTwoFactor(query);
      return withNextCursor(json(admins), nextCursor);
    },
  },
  'GET /api/admin/security/two-factor/clients': {
    handler: async ({ query }) => {
      const { clients, nextCursor } = await clientsTwoFactor(query);
      return withNextCursor(json(clients), nextCursor);
    },
  },
  'GET /api/privacy': { handler: async () => json(await privacyNotice()) },
  'POST /api/client/privacy/exports': {
    handler: async ({ user }) => json(await requestExport(user.id, user.id), 202),
  },
  'GET /api/client/privacy/exports': {
    handler: async ({ user, query }) => exportsPage(user.id, query),
  },
  'GET /api/client/privacy/exports/{id}/link': {
    handler: async ({ user, params }) => json(await exportLink(user.id, params.id)),
  },
  'POST /api/admin/clients/{id}/exports': {
    handler: async ({ user, params }) => json(await requestExport((await requireAccount(params.id, 'client')).id, user.id), 202),
  },
  'GET /api/admin/clients/{id}/exports': {
    handler: async ({ params, query }) => exportsPage((await requireAccount(params.id, 'client')).id, query),
  },
  'GET /api/admin/clients/{id}/exports/{exportId}/link': {
    handler: async ({ params }) => json(await exportLink((await requireAccount(params.id, 'client')).id, params.exportId)),
  },
  'POST /api/client/privacy/erasure-request': {
    handler: async ({ user }) => json({ requestedAt: await recordErasureRequest(user) }, 202),
  },
  'GET /api/client/privacy/erasure-request': {
    handler: async ({ user }) => json(user.erasure_requested_at ? { requestedAt: user.erasure_requested_at } : null),
  },
});
