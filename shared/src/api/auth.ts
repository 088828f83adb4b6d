import * as z from 'zod';
import { loginResponseSchema, loginSchema, registerSchema, tokenPairSchema } from '../auth/schemas';
import { publicUserSchema } from '../users/schemas';
import { meSchema } from '../users/preferences';
import { endedSessionsSchema, sessionSchema } from '../auth/sessions';
import { detailSchema } from '../http/responses';
import { created, ok, type RouteDef } from './route';

/** The refresh token: bare text, or JSON (`"<token>"` or `{"refresh_token": "<token>"}`). */
const refreshBody = z.union([z.string(), z.object({ refresh_token: z.string() })]);

export const authRoutes = [
  {
    method: 'POST',
    path: '/api/auth/register',
    domain: 'auth',
    access: 'public',
    summary: 'Create a client account (pending approval)',
    refusals: [409],
    body: registerSchema,
    responses: created(publicUserSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    domain: 'auth',
    access: 'public',
    summary: 'Sign in',
    refusals: [401, 423, 429],
    body: loginSchema,
    responses: ok(loginResponseSchema),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    domain: 'auth',
    access: 'public',
    summary: 'Trade a refresh token for a new pair',
    refusals: [401, 403, 423],
    rawBody: refreshBody,
    responses: ok(tokenPairSchema),
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    domain: 'auth',
    access: 'session',
    summary: 'The signed-in account',
    responses: ok(meSchema),
  },
  {
    method: 'GET',
    path: '/api/auth/sessions',
    domain: 'auth',
    access: 'session',
    summary: "The caller's open sessions (sign-ins), newest first",
    responses: ok(z.array(sessionSchema)),
  },
  {
    method: 'DELETE',
    path: '/api/auth/sessions/{id}',
    domain: 'auth',
    access: 'session',
    summary: "End one of the caller's sessions: its refresh tokens at once, its access tokens at their next call",
    responses: ok(detailSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{id}/sessions',
    domain: 'auth',
    access: 'admin',
    summary: "End every session of an account (a client's stolen password, a departed employee)",
    responses: ok(endedSessionsSchema),
  },
] as const satisfies readonly RouteDef[];
