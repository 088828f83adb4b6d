import type { RouteKey } from './contract';

export type { RouteKey };

/** The path of a route key with its parameters filled in (each one URL-encoded). */
export function routePath(key: RouteKey, params?: Record<string, string>): string {
  const template = key.slice(key.indexOf(' ') + 1);
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
