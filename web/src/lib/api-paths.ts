export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const REFRESH_PATH = '/api/auth/refresh';
/** Calls where a 401 means "wrong credentials", never "expired session". */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/register', REFRESH_PATH];

export function isAuthCall(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return AUTH_PATHS.includes(pathname);
}
