import { useCursorPages } from '@/lib/api/use-cursor-pages';
import { callPage } from '@/lib/api/call';

/** Administrators per page on the dashboard's second-factor card. */
export const ADMIN_TWO_FACTOR_PAGE = 20;

/** GET /api/admin/security/two-factor: each administrator's second factor, by pages. */
export const useAdminsTwoFactor = () =>
  useCursorPages(['admin', 'security', 'two-factor'], (cursor, signal) =>
    callPage('GET /api/admin/security/two-factor', {
      query: { limit: ADMIN_TWO_FACTOR_PAGE, cursor: cursor ?? undefined },
      signal,
    }),
  );

/** GET /api/admin/security/two-factor/clients: the clients with a second factor, latest first, by pages. */
export const useClientsTwoFactor = () =>
  useCursorPages(['admin', 'security', 'two-factor', 'clients'], (cursor, signal) =>
    callPage('GET /api/admin/security/two-factor/clients', {
      query: { limit: ADMIN_TWO_FACTOR_PAGE, cursor: cursor ?? undefined },
      signal,
    }),
  );
