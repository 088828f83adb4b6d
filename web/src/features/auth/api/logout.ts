import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearTokens } from '@/lib/api/tokens';
import { paths } from '@/lib/paths';

/** Forgets the session (tokens, then cached server data once on /login) and goes to /login. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearTokens();
    void Promise.resolve(navigate(paths.login, { replace: true })).then(() => queryClient.clear());
  }, [navigate, queryClient]);
}
