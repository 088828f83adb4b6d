import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/privacy (public): the controller, the retention durations of the settings, the versions. */
export const usePrivacyNotice = () => useQuery({ queryKey: queryKeys.privacy.notice, queryFn: () => call('GET /api/privacy') });
