import * as z from 'zod';
import { updateStatusSchema } from '@app/shared/users/schemas';
import { json } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { createDomainHandler } from '../router';
import { changeStatus, listClients, unlock } from './client-accounts';
import { lockedAccounts, recentSecurityLogs, securityStats } from './security-dashboard';

const limitSchema = z.coerce.number().int().min(1).max(200).default(50);

export const handler = createDomainHandler('accounts', {
  'GET /api/admin/users': { handler: async () => json(await listClients()) },
  'PUT /api/admin/users/{id}/status': {
    body: updateStatusSchema,
    handler: async ({ params, body, user }) => json(await changeStatus(params.id, body.status, user)),
  },
  'POST /api/admin/users/{id}/unlock': {
    handler: async ({ params, user }) => json(await unlock(params.id, user)),
  },
  'GET /api/admin/security/locked-accounts': { handler: async () => json(await lockedAccounts()) },
  'GET /api/admin/security/stats': { handler: async () => json(await securityStats()) },
  'GET /api/admin/security/logs': {
    handler: async ({ query }) => json(await recentSecurityLogs(validate(limitSchema, query.limit))),
  },
});
