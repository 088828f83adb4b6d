/**
 * THE route table. CDK makes one API Gateway route per entry and the local gateway mounts the
 * same entries; each domain's Lambda dispatches on the route key (`METHOD /path`).
 * Data only: no handler code is imported here, so infrastructure can read it cheaply.
 *
 * Access:
 * - public: no token;
 * - session: any signed-in account that is not disabled (a pending client may read itself);
 * - user: approved account, any role;
 * - client: approved client;
 * - admin: administrator.
 */
export const domains = ['auth', 'accounts', 'catalog', 'orders', 'content', 'messaging'] as const;
export type Domain = (typeof domains)[number];
export type Access = 'public' | 'session' | 'user' | 'client' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  readonly method: Method;
  readonly path: string;
  readonly domain: Domain;
  readonly access: Access;
}

export const routes = [
  { method: 'POST', path: '/api/auth/register', domain: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/login', domain: 'auth', access: 'public' },
  { method: 'POST', path: '/api/auth/refresh', domain: 'auth', access: 'public' },
  { method: 'GET', path: '/api/auth/me', domain: 'auth', access: 'session' },

  { method: 'GET', path: '/api/admin/users', domain: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/users', domain: 'accounts', access: 'admin' },
  { method: 'PUT', path: '/api/admin/users/{id}', domain: 'accounts', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/users/{id}', domain: 'accounts', access: 'admin' },
  { method: 'PUT', path: '/api/admin/users/{id}/status', domain: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/users/{id}/unlock', domain: 'accounts', access: 'admin' },
  { method: 'GET', path: '/api/admin/administrators', domain: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/administrators', domain: 'accounts', access: 'admin' },
  { method: 'PUT', path: '/api/admin/administrators/{id}', domain: 'accounts', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/administrators/{id}', domain: 'accounts', access: 'admin' },
  { method: 'GET', path: '/api/admin/clients/{id}/logo', domain: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/clients/{id}/logo', domain: 'accounts', access: 'admin' },
  { method: 'GET', path: '/api/client/logo', domain: 'accounts', access: 'client' },
  { method: 'POST', path: '/api/client/logo', domain: 'accounts', access: 'client' },
  { method: 'PUT', path: '/api/client/preferences', domain: 'accounts', access: 'client' },
  { method: 'GET', path: '/api/admin/security/locked-accounts', domain: 'accounts', access: 'admin' },
  { method: 'GET', path: '/api/admin/security/stats', domain: 'accounts', access: 'admin' },
  { method: 'GET', path: '/api/admin/security/logs', domain: 'accounts', access: 'admin' },

  // messaging: notifications and the change feed
  { method: 'GET', path: '/api/notifications', domain: 'messaging', access: 'user' },
  { method: 'PUT', path: '/api/notifications/{id}/read', domain: 'messaging', access: 'user' },
  { method: 'DELETE', path: '/api/notifications/all', domain: 'messaging', access: 'user' },
  { method: 'GET', path: '/api/changes', domain: 'messaging', access: 'user' },
  // messaging: support chat
  { method: 'GET', path: '/api/client/chat', domain: 'messaging', access: 'client' },
  { method: 'POST', path: '/api/client/chat', domain: 'messaging', access: 'client' },
  { method: 'GET', path: '/api/admin/messages', domain: 'messaging', access: 'admin' },
  { method: 'POST', path: '/api/admin/messages', domain: 'messaging', access: 'admin' },
  { method: 'GET', path: '/api/admin/messages/unread', domain: 'messaging', access: 'admin' },
  { method: 'GET', path: '/api/messages/count', domain: 'messaging', access: 'user' },
  // messaging: order chat (the order's client and administrators; unread-count before {filename})
  { method: 'GET', path: '/api/orders/{id}/chat', domain: 'messaging', access: 'user' },
  { method: 'GET', path: '/api/orders/{id}/chat/unread-count', domain: 'messaging', access: 'user' },
  { method: 'POST', path: '/api/orders/{id}/chat', domain: 'messaging', access: 'user' },
  { method: 'GET', path: '/api/orders/{id}/chat/{filename}', domain: 'messaging', access: 'user' },

  // content: settings, terms, partners
  { method: 'GET', path: '/api/settings', domain: 'content', access: 'user' },
  { method: 'GET', path: '/api/admin/settings', domain: 'content', access: 'admin' },
  { method: 'PUT', path: '/api/admin/settings', domain: 'content', access: 'admin' },
  { method: 'GET', path: '/api/partners', domain: 'content', access: 'user' },
  { method: 'GET', path: '/api/partners/{id}/logo', domain: 'content', access: 'user' },
  { method: 'POST', path: '/api/admin/partners', domain: 'content', access: 'admin' },
  { method: 'PUT', path: '/api/admin/partners/{id}', domain: 'content', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/partners/{id}', domain: 'content', access: 'admin' },
  { method: 'POST', path: '/api/admin/partners/{id}/logo', domain: 'content', access: 'admin' },

  { method: 'GET', path: '/api/categories', domain: 'catalog', access: 'user' },
  { method: 'GET', path: '/api/admin/categories', domain: 'catalog', access: 'admin' },
  { method: 'POST', path: '/api/admin/categories', domain: 'catalog', access: 'admin' },
  { method: 'PUT', path: '/api/admin/categories/{id}', domain: 'catalog', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/categories/{id}', domain: 'catalog', access: 'admin' },
  { method: 'POST', path: '/api/admin/categories/{id}/services', domain: 'catalog', access: 'admin' },
  { method: 'PUT', path: '/api/admin/categories/{id}/services/{serviceId}', domain: 'catalog', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/categories/{id}/services/{serviceId}', domain: 'catalog', access: 'admin' },
  { method: 'GET', path: '/api/client/discounts', domain: 'catalog', access: 'client' },
  { method: 'GET', path: '/api/admin/clients/{id}/discounts', domain: 'catalog', access: 'admin' },
  { method: 'POST', path: '/api/admin/clients/{id}/discounts', domain: 'catalog', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/clients/{id}/discounts/{categoryId}', domain: 'catalog', access: 'admin' },

  { method: 'POST', path: '/api/uploads', domain: 'orders', access: 'user' },
  { method: 'GET', path: '/api/orders', domain: 'orders', access: 'user' },
  { method: 'POST', path: '/api/orders', domain: 'orders', access: 'client' },
  { method: 'GET', path: '/api/orders/{id}', domain: 'orders', access: 'user' },
  { method: 'GET', path: '/api/orders/{id}/download/{version}', domain: 'orders', access: 'user' },
  { method: 'POST', path: '/api/orders/{id}/sav-request', domain: 'orders', access: 'client' },
  { method: 'GET', path: '/api/client/balance', domain: 'orders', access: 'client' },
  { method: 'GET', path: '/api/order-counts', domain: 'orders', access: 'user' },
  { method: 'PUT', path: '/api/admin/orders/{id}/status', domain: 'orders', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/orders/{id}/price', domain: 'orders', access: 'admin' },
  { method: 'PUT', path: '/api/admin/orders/{id}/payment', domain: 'orders', access: 'admin' },
  { method: 'POST', path: '/api/admin/orders/{id}/deliver', domain: 'orders', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/orders/{id}', domain: 'orders', access: 'admin' },
  { method: 'GET', path: '/api/admin/stats', domain: 'orders', access: 'admin' },
] as const satisfies readonly RouteDef[];

export type AppRoute = (typeof routes)[number];
export type RouteKey<D extends Domain = Domain> = Extract<AppRoute, { domain: D }> extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

export const routeKey = (route: RouteDef): string => `${route.method} ${route.path}`;

/** The access level of a route key. */
export type AccessOf<K extends RouteKey> = { [R in AppRoute as `${R['method']} ${R['path']}`]: R['access'] }[K];

/** The path parameters of a route key: '/api/orders/{id}/download/{version}' → { id; version }. */
export type PathParams<K extends string> = K extends `${string}{${infer Name}}${infer Rest}`
  ? { [P in Name]: string } & PathParams<Rest>
  : unknown;

/** The names of a path's `{segments}`. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
