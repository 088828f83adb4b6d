import * as z from 'zod/mini';
import { REFRESH_TOKEN_MAX, loginSchema, loginResponseSchema, registerSchema, tokenPairSchema } from '../auth/schemas';
import { loginAnswerSchema, securityPolicyInputSchema, securityPolicySchema, totpCodeSchema, totpEnabledSchema, totpSetupSchema, twoFactorLoginSchema } from '../auth/two-factor';
import { publicUserSchema } from '../users/schemas';
import { meSchema } from '../users/preferences';
import { endedSessionsSchema, sessionSchema } from '../auth/sessions';
import { passwordChangeSchema, signInAnswerSchema } from '../auth/password-change';
import { detailSchema } from '../http/responses';
import { pathParams } from './params';
import { created, ok, type RouteDef } from './route';

/**
 * The refresh token as JSON `{"refresh_token": "<token>"}` (the document adds the bare text,
 * `text/plain`); a JSON string is refused with the other bodies that are not an object (400).
 */
const refreshBody = z.object({ refresh_token: z.string().check(z.maxLength(REFRESH_TOKEN_MAX)) });

/**
 * Every `/api/auth/` route may answer 429 (with `Retry-After`): the edge counts its calls per
 * source address (infra/lib/edge-stack.ts), and failed sign-ins are limited per address
 * (functions/src/auth/address-limit.ts).
 */
export const authRoutes = [
  {
    method: 'POST',
    path: '/api/auth/register',
    domain: 'auth',
    access: 'public',
    summary: 'Create a client account (pending approval)',
    // 422: the terms not accepted.
    refusals: [409, 422, 429],
    body: registerSchema,
    responses: created(publicUserSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    domain: 'auth',
    access: 'public',
    summary: "Sign in; an account with a second factor (administrator or client) is asked for its code next (mfa_token), an account whose password must change for a new one (password_token)",
    // 403: a disabled account.
    refusals: [401, 403, 423, 429],
    body: loginSchema,
    responses: ok(signInAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    domain: 'auth',
    access: 'public',
    summary: "The new password of an account that must change it (the sign-in's password_token); then signed in, or asked for the second factor",
    refusals: [401, 403, 422, 429],
    body: passwordChangeSchema,
    responses: ok(loginAnswerSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/login/totp',
    domain: 'auth',
    access: 'public',
    summary: "Sign-in's second step: a TOTP code (once within its window) or a recovery code (once)",
    refusals: [401, 403, 423, 429],
    body: twoFactorLoginSchema,
    responses: ok(loginResponseSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    domain: 'auth',
    access: 'public',
    summary: 'Trade a refresh token for a new pair',
    refusals: [401, 403, 423, 429],
    rawBody: refreshBody,
    responses: ok(tokenPairSchema),
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    domain: 'auth',
    access: 'session',
    summary: 'The signed-in account',
    refusals: [429],
    responses: ok(meSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/totp/setup',
    domain: 'auth',
    access: 'session',
    summary: "The caller's new TOTP key to scan, an administrator's or an approved client's (pending until a code proves it; 403 for a pending client)",
    refusals: [409, 429],
    responses: ok(totpSetupSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/totp/enable',
    domain: 'auth',
    access: 'session',
    summary: "Turn the caller's second factor on (administrator or approved client) with a code of the pending key; ten recovery codes, shown once",
    refusals: [409, 429],
    body: totpCodeSchema,
    responses: ok(totpEnabledSchema),
  },
  {
    method: 'DELETE',
    path: '/api/auth/totp',
    domain: 'auth',
    access: 'session',
    summary: "Turn the caller's second factor off (administrator or approved client) with a current code (refused while the business requires it for the caller's role)",
    refusals: [409, 429],
    body: totpCodeSchema,
    responses: ok(detailSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/security/policy',
    domain: 'auth',
    access: 'admin',
    summary: "The sign-in rule: whether every administrator must use a second factor, and whether every approved client must",
    responses: ok(securityPolicySchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/security/policy',
    domain: 'auth',
    access: 'admin',
    summary: 'Save the sign-in rule (a rule left out keeps its value; 409: saved meanwhile)',
    refusals: [409],
    body: securityPolicyInputSchema,
    responses: ok(securityPolicySchema),
  },
  {
    method: 'GET',
    path: '/api/auth/sessions',
    domain: 'auth',
    access: 'session',
    summary: "The caller's open sessions (sign-ins), newest first",
    refusals: [429],
    responses: ok(z.array(sessionSchema)),
  },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/{id}',
    params: { id: pathParams.sessionId },
    domain: 'auth',
    access: 'session',
    summary: "End one of the caller's sessions: its refresh tokens at once, its access tokens at their next call",
    refusals: [429],
    responses: ok(detailSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{id}/sessions',
    params: { id: pathParams.userId },
    domain: 'auth',
    access: 'admin',
    summary: "End every session of an account (a client's stolen password, a departed employee)",
    responses: ok(endedSessionsSchema),
  },
] as const satisfies readonly RouteDef[];
