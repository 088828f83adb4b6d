import { loginSchema, registerSchema } from '@app/shared/auth/schemas';
import { clientAddress } from '../lib/http/client-address';
import { json } from '../lib/http/response';
import { createDomainHandler } from '../router';
import { toMe } from '../users/me';
import { login } from './login';
import { refresh, refreshTokenOf } from './refresh';
import { register } from './register';

export const handler = createDomainHandler('auth', {
  'POST /api/auth/register': {
    body: registerSchema,
    handler: async ({ body }) => json(await register(body), 201),
  },
  'POST /api/auth/login': {
    body: loginSchema,
    handler: async ({ body, event }) => json(await login(body, clientAddress(event))),
  },
  'POST /api/auth/refresh': {
    handler: async ({ text, event }) => json(await refresh(refreshTokenOf(text, event.headers?.['content-type']))),
  },
  'GET /api/auth/me': {
    handler: async ({ user }) => json(toMe(user)),
  },
});
