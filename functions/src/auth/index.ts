import { loginSchema, registerSchema } from '@app/shared/auth/schemas';
import { passwordChangeSchema } from '@app/shared/auth/password-change';
import { securityPolicyInputSchema, totpCodeSchema, twoFactorLoginSchema } from '@app/shared/auth/two-factor';
import { clientAddress } from '../lib/http/client-address';
import { json } from '../lib/http/response';
import { domainRoutes } from '@app/shared/api/route';
import { authRoutes } from '@app/shared/api/auth';
import { createDomainHandler } from '../router';
import { toMe } from '../users/me';
import { login } from './login';
import { changeRequiredPassword } from './password-change';
import { refresh, refreshTokenOf } from './refresh';
import { register } from './register';
import { endAllSessions, endMySession, mySessions } from './sessions';
import { getSecurityPolicy } from '../security/security-policy-repository';
import { auditContextOf } from '../audit/audit-item';
import { disableTwoFactor, enableTwoFactor, loginWithCode, setupTotp, updateSecurityPolicy } from './two-factor';

export const handler = createDomainHandler(domainRoutes('auth', authRoutes), {
  'POST /api/auth/register': {
    body: registerSchema,
    handler: async ({ body }) => json(await register(body), 201),
  },
  'POST /api/auth/login': {
    body: loginSchema,
    handler: async ({ body, event }) => json(await login(body, clientAddress(event), event.headers?.['user-agent'] ?? '')),
  },
  'POST /api/auth/login/totp': {
    body: twoFactorLoginSchema,
    handler: async ({ body, event }) => json(await loginWithCode(body, { address: clientAddress(event), userAgent: event.headers?.['user-agent'] ?? '' })),
  },
  'POST /api/auth/password': {
    body: passwordChangeSchema,
    handler: async ({ body, event }) =>
      json(await changeRequiredPassword(body, { address: clientAddress(event), userAgent: event.headers?.['user-agent'] ?? '' })),
  },
  'POST /api/auth/totp/setup': {
    handler: async ({ user }) => json(await setupTotp(user)),
  },
  'POST /api/auth/totp/enable': {
    body: totpCodeSchema,
    handler: async ({ user, body }) => json(await enableTwoFactor(user, body.code)),
  },
  'DELETE /api/auth/totp': {
    body: totpCodeSchema,
    handler: async ({ user, body }) => json(await disableTwoFactor(user, body.code)),
  },
  'GET /api/admin/security/policy': {
    handler: async () => json(await getSecurityPolicy()),
  },
  'PUT /api/admin/security/policy': {
    body: securityPolicyInputSchema,
    handler: async ({ user, event, body }) => json(await updateSecurityPolicy(body, user, auditContextOf(user, event))),
  },
  'POST /api/auth/refresh': {
    handler: async ({ text, event }) => json(await refresh(refreshTokenOf(text, event.headers?.['content-type']))),
  },
  'GET /api/auth/me': {
    handler: async ({ user }) => json(toMe(user)),
  },
  'GET /api/auth/sessions': {
    handler: async ({ user }) => json(await mySessions(user)),
  },
  'DELETE /api/auth/sessions/{id}': {
    handler: async ({ user, params }) => json(await endMySession(user, params.id)),
  },
  'DELETE /api/admin/users/{id}/sessions': {
    handler: async ({ user, event, params }) => json(await endAllSessions(params.id, auditContextOf(user, event))),
  },
});
