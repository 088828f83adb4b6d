import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api/call';

/** DELETE /api/admin/users/{id}/sessions: every device of the account signed out at its next call. */
export const useEndClientSessions = () =>
  useMutation({ mutationFn: (clientId: string) => call('DELETE /api/admin/users/{id}/sessions', { params: { id: clientId } }) });
