export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export const REFRESH_PATH = '/api/auth/refresh';
/** Calls where a 401 means "wrong credentials", never "expired session". */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/register', REFRESH_PATH];

export function isAuthCall(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return AUTH_PATHS.includes(pathname);
}

/** Logo paths: GET gives the image (302) or, with ?format=json, `{url}`; POST (multipart `file`) replaces it. */
export const logoPaths = {
  partner: (partnerId: string) => `/api/partners/${encodeURIComponent(partnerId)}/logo`,
  partnerUpload: (partnerId: string) => `/api/admin/partners/${encodeURIComponent(partnerId)}/logo`,
  client: (clientId: string) => `/api/admin/clients/${encodeURIComponent(clientId)}/logo`,
  mine: '/api/client/logo',
};

/** Account administration: GET (pages) and POST /api/admin/users, PUT and DELETE …/{id}, PUT …/{id}/status. */
export const accountPaths = {
  list: '/api/admin/users',
  one: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`,
  status: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/status`,
};

/** The administrators (spec §7): GET (pages) and POST /api/admin/administrators, PUT and DELETE …/{id}. */
export const administratorPaths = {
  list: '/api/admin/administrators',
  one: (userId: string) => `/api/admin/administrators/${encodeURIComponent(userId)}`,
};

/** Notifications and the change feed: GET list (?limit=), PUT …/{id}/read, DELETE …/all; GET /api/changes (ETag, 304). */
export const notificationPaths = {
  list: '/api/notifications',
  read: (notificationId: string) => `/api/notifications/${encodeURIComponent(notificationId)}/read`,
  all: '/api/notifications/all',
  changes: '/api/changes',
};

/** The OpenAPI 3.1 document of the API (public, generated from shared/src/api). */
export const OPENAPI_PATH = '/api/openapi.json';
