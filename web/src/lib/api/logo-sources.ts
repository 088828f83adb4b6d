import type { RouteKey } from './call';

/**
 * Where a logo is read: the route that answers its presigned link (`?format=json` → `{url}`) and
 * the owner's id. The same source names the logo's cached URL and bitmap (query-keys.ts).
 */
export type LogoSource =
  | { key: 'GET /api/partners/{id}/logo'; id: string }
  | { key: 'GET /api/admin/clients/{id}/logo'; id: string }
  | { key: 'GET /api/client/logo'; id?: undefined };

export const logoSources = {
  partner: (id: string): LogoSource => ({ key: 'GET /api/partners/{id}/logo', id }),
  /** A client's logo, as an administrator reads it. */
  client: (id: string): LogoSource => ({ key: 'GET /api/admin/clients/{id}/logo', id }),
  /** The signed-in client's own logo. */
  mine: { key: 'GET /api/client/logo' } as LogoSource,
} satisfies Record<string, LogoSource | ((id: string) => LogoSource)>;

/** The cache identity of a source: its route and owner. */
export const logoSourceId = (source: LogoSource): readonly [RouteKey, string] => [source.key, source.id ?? ''];
