import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/terms (public): the terms a visitor accepts at registration. */
export const usePublicTerms = () => useQuery({ queryKey: queryKeys.privacy.terms, queryFn: () => call('GET /api/terms') });
