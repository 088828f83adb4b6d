import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityPolicy } from '@app/shared/auth/two-factor';
import type { Me } from '@app/shared/users/preferences';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { getRefreshToken, setTokens } from '@/lib/api/tokens';

/** POST /api/auth/totp/setup: a new key (pending) and its otpauth:// URI. */
export const useTotpSetup = () => useMutation({ mutationFn: () => call('POST /api/auth/totp/setup') });

/** POST /api/auth/totp/enable: on; the recovery codes once, and an access token free of the enrolment step. */
export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('POST /api/auth/totp/enable', { body: { code } }),
    onSuccess: (answer) => {
      setTokens({ access_token: answer.access_token, refresh_token: getRefreshToken() ?? '' });
      queryClient.setQueryData<Me>(queryKeys.me, (me) => (me ? { ...me, totp_enabled: true, mfa_enrolment_required: false, recovery_codes_left: answer.recovery_codes.length } : me));
    },
  });
}

/** DELETE /api/auth/totp with a current code. */
export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call('DELETE /api/auth/totp', { body: { code } }),
    onSuccess: () => queryClient.setQueryData<Me>(queryKeys.me, (me) => (me ? { ...me, totp_enabled: false, recovery_codes_left: 0 } : me)),
  });
}

const policyKey = ['admin', 'security', 'policy'] as const;

export const useSecurityPolicy = () => useQuery({ queryKey: policyKey, queryFn: () => call('GET /api/admin/security/policy') });

export function useSaveSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecurityPolicy) => call('PUT /api/admin/security/policy', { body: policy }),
    onSuccess: (policy) => queryClient.setQueryData(policyKey, policy),
  });
}
