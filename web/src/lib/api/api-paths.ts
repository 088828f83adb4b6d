import { routePath } from '@app/shared/api/route-path';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const REFRESH_PATH = routePath('POST /api/auth/refresh');
/** Calls where a 401 means "wrong credentials", never "expired session". */
const AUTH_PATHS = [routePath('POST /api/auth/login'), routePath('POST /api/auth/register'), REFRESH_PATH];

export function isAuthCall(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return AUTH_PATHS.includes(pathname);
}

/** The OpenAPI 3.1 document of the API (public, generated from shared/src/api). */
export const OPENAPI_PATH = routePath('GET /api/openapi.json');
