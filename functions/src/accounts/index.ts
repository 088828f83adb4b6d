import * as z from 'zod';
import { updateStatusSchema } from '@app/shared/users/schemas';
import { action, createDomainHandler } from '../lib/http/route-handler';
import { json } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import {
  changeStatus,
  listClients,
  lockedAccounts,
  recentSecurityLogs,
  securityStats,
  unlock,
} from './accounts-service';

const limitSchema = z.coerce.number().int().min(1).max(200).default(50);

export const handler = createDomainHandler('accounts', {
  'GET /api/admin/users': action({ handler: async () => json(await listClients()) }),
  'PUT /api/admin/users/{id}/status': action({
    body: updateStatusSchema,
    handler: async ({ params, body, user }) => json(await changeStatus(params.id!, body.status, user!)),
  }),
  'POST /api/admin/users/{id}/unlock': action({
    handler: async ({ params, user }) => json(await unlock(params.id!, user!)),
  }),
  'GET /api/admin/security/locked-accounts': action({ handler: async () => json(await lockedAccounts()) }),
  'GET /api/admin/security/stats': action({ handler: async () => json(await securityStats()) }),
  'GET /api/admin/security/logs': action({
    handler: async ({ query }) => json(await recentSecurityLogs(validate(limitSchema, query.limit))),
  }),
});
