import { loginSchema, registerSchema } from '@app/shared/auth/schemas';
import { action, createDomainHandler } from '../lib/http/route-handler';
import { json } from '../lib/http/response';
import { toPublicUser } from '../users/user-record';
import { login, refresh, register } from './auth-service';

export const handler = createDomainHandler('auth', {
  'POST /api/auth/register': action({
    body: registerSchema,
    handler: async ({ body }) => json(await register(body), 201),
  }),
  'POST /api/auth/login': action({
    body: loginSchema,
    handler: async ({ body }) => json(await login(body)),
  }),
  'POST /api/auth/refresh': action({
    handler: async ({ text, event }) => {
      // The spec sends the refresh token as the raw body; a JSON {refresh_token} is accepted too.
      const fromJson = /json/.test(event.headers?.['content-type'] ?? '') ? safeJsonToken(text) : undefined;
      return json(await refresh(fromJson ?? text));
    },
  }),
  'GET /api/auth/me': action({
    handler: async ({ user }) => json(toPublicUser(user!)),
  }),
});

function safeJsonToken(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value;
    const token = (value as { refresh_token?: unknown })?.refresh_token;
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
}
