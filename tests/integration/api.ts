import { createHash, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { expect, inject } from 'vitest';
import { TEST_ADMIN, TEST_PASSWORD } from '../support/constants';
import type { AnswerOf, BodyInputOf, PathParams, QueryInputOf, RouteKey } from '@app/shared/api/contract';
import { routePath } from '@app/shared/api/route-path';
import { checkContract } from './contract';
import { checkAgainstDocument } from './openapi-conformance';

export const apiUrl = () => inject('apiUrl');

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

type Body = Record<string, unknown> | FormData | string | undefined;

/**
 * One HTTP call to the local gateway; JSON objects are sent as JSON, FormData as multipart. The
 * response must keep the API contract (a ContractError fails the test otherwise). `from` sends it
 * from that loopback address (callFrom); the sign-in calls go from the test file's own address
 * when no `from` is given.
 */
export async function call<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: Body; headers?: Record<string, string>; redirect?: RequestRedirect; from?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const from = options.from ?? (signIn.has(path.split('?')[0] ?? path) ? fileAddress() : undefined);
  const res = from
    ? await callFrom(from, method, path, { headers, body })
    : await fetch(`${apiUrl()}${path}`, { method, headers, body, redirect: options.redirect ?? 'manual' });
  const { text, ...response } = await readAnswer<T>(res);
  // Every answer is held to the shared schemas (tests/integration/contract.ts) and to the
  // OpenAPI document the API serves, by an independent validator (./openapi-conformance.ts).
  checkContract(method, path, response);
  await checkAgainstDocument(apiUrl(), method, path, { ...response, text });
  return response;
}

/** What a call by route key sends: its path parameters, query and body are typed from the contract. */
export interface RouteInput<K extends RouteKey> {
  token?: string;
  params?: PathParams<K>;
  query?: QueryInputOf<K>;
  body?: BodyInputOf<K> | FormData;
  headers?: Record<string, string>;
}

/**
 * A happy-path call named by its route key (`'PUT /api/admin/workshop'`): its body and its answer
 * are typed from the contract, so a changed schema fails the typecheck of the tests that use it.
 * Bad-input tests keep `call` with a raw path and body.
 */
export function callRoute<K extends RouteKey>(key: K, input: RouteInput<K> = {}): Promise<ApiResponse<AnswerOf<K>>> {
  const method = key.slice(0, key.indexOf(' '));
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();
  const path = routePath(key, input.params as Record<string, string> | undefined) + (query ? `?${query}` : '');
  return call<AnswerOf<K>>(method, path, { token: input.token, body: input.body as Body, headers: input.headers });
}

/** A response's status, headers and text, and its body: the JSON parsed, or the text when it is not JSON. */
export async function readAnswer<T = any>(res: Response): Promise<ApiResponse<T> & { text: string }> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

/** The calls whose failures count against the caller's address (functions/src/auth/address-limit.ts). */
const signIn = new Set(['/api/auth/login', '/api/auth/login/totp']);

/**
 * Each test file signs in from an address of its own (127.0.0.0/8 is all loopback), derived from
 * its path: the failed sign-ins a file makes on purpose never reach the per-address limit of
 * another file's sign-ins, whatever order the files run in.
 */
function fileAddress(): string {
  const digest = createHash('sha256').update(expect.getState().testPath ?? 'suite').digest();
  return `127.${(digest[0] ?? 0) % 254 + 1}.${digest[1] ?? 0}.${(digest[2] ?? 0) % 253 + 2}`;
}

/**
 * One raw HTTP request to the local gateway from the loopback address `address` (127.0.0.0/8 is
 * all loopback), which the API sees as the caller's address (its per-address sign-in limits).
 * The body is sent as fetch would send it (a FormData with its boundary). No check of the answer:
 * `call` checks it against the contract, a caller of this checks what it means to.
 */
export async function callFrom(
  address: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const encoded = new Request('http://x', { method, body: init.body, headers: init.headers });
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const sent: Record<string, string> = { ...Object.fromEntries(encoded.headers), 'content-length': String(bytes.length) };
  const url = new URL(apiUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, localAddress: address, method, path, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
        const status = res.statusCode ?? 0;
        resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    req.on('error', reject);
    req.end(bytes);
  });
}

export const form = (fields: Record<string, string | Blob | [Blob, string]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) data.append(name, value[0], value[1]);
    else data.append(name, value);
  }
  return data;
};

export const uniqueEmail = (prefix = 'client') => `${prefix}-${randomUUID().slice(0, 8)}@garage.test`;

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Jean',
    last_name: 'Dupont',
    company_name: 'Garage Dupont',
    address: '12 rue de la Paix, 75002 Paris, France',
    phone: '+33 6 12 34 56 78',
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

type Session = { access_token: string; refresh_token: string; user: { id: string; role: string; status: string } };

export async function login(email: string, password: string) {
  const res = await call('POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Session;
}

/** The password an account chooses at its first sign-in after an administrator set one (firstLogin). */
export const CHOSEN_PASSWORD = 'Choisi-Par-Moi-2026';

/**
 * Signs in an account whose password an administrator set (created or reset it): the sign-in asks
 * for a new password first, which `chosen` is; the session that follows.
 */
export async function firstLogin(email: string, password: string, chosen = CHOSEN_PASSWORD) {
  const step = await call('POST', '/api/auth/login', { body: { email, password } });
  if (step.status !== 200 || !step.body?.password_change_required) throw new Error(`first login ${email}: ${step.status} ${JSON.stringify(step.body)}`);
  const res = await call('POST', '/api/auth/password', { body: { password_token: step.body.password_token, new_password: chosen } });
  if (res.status !== 200) throw new Error(`password change ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Session;
}

/** Every item of a paged list (`path` with its query), following `X-Next-Cursor` to the end. */
export async function everyPage<T>(path: string, token: string): Promise<T[]> {
  const seen: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res: ApiResponse<T[]> = await call<T[]>('GET', cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path, { token });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    seen.push(...res.body);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return seen;
}

let adminToken: Promise<string> | undefined;
export const asAdmin = () => (adminToken ??= login(TEST_ADMIN.email, TEST_ADMIN.password).then((r) => r.access_token));

/** Creates another administrator through the admin API; its session token. */
export async function newAdmin(overrides: Record<string, unknown> = {}): Promise<string> {
  const input = registration(overrides);
  const created = await call('POST', '/api/admin/users', { token: await asAdmin(), body: { ...input, role: 'admin' } });
  if (created.status !== 201) throw new Error(`create admin: ${created.status} ${JSON.stringify(created.body)}`);
  return (await firstLogin(input.email, input.password)).access_token;
}

/** Registers a client; approved through the admin API unless told otherwise. */
export async function newClient(options: { approve?: boolean; overrides?: Record<string, unknown> } = {}) {
  const input = registration(options.overrides);
  const created = await call('POST', '/api/auth/register', { body: input });
  if (created.status !== 201) throw new Error(`register: ${created.status} ${JSON.stringify(created.body)}`);
  if (options.approve !== false) {
    const res = await call('PUT', `/api/admin/users/${created.body.id}/status`, {
      token: await asAdmin(),
      body: form({ status: 'approved' }),
    });
    if (res.status !== 200) throw new Error(`approve: ${res.status}`);
  }
  const session = await login(input.email, input.password);
  return { id: created.body.id as string, email: input.email, password: input.password, input, token: session.access_token, refreshToken: session.refresh_token };
}
