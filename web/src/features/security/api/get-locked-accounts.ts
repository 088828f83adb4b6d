import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { SECURITY_REFRESH_MS } from './security-refresh';

/** GET /api/admin/security/locked-accounts: `[{id, first_name, last_name, email, company_name, locked_at}]`. */
export function getLockedAccounts() {
  return call('GET /api/admin/security/locked-accounts');
}

export function lockedAccountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.security.lockedAccounts,
    queryFn: getLockedAccounts,
    refetchInterval: SECURITY_REFRESH_MS,
  });
}

export const useLockedAccounts = () => useQuery(lockedAccountsQueryOptions());
