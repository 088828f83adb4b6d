import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkshopCalendar } from '@app/shared/workshop/schedule';
import type { StatusOverrideInput, WorkshopAdminAnswer } from '@app/shared/workshop/status';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/workshop: the hours, closures, status now and the chosen status (issue 42). */
export const useAdminWorkshop = () =>
  useQuery({
    queryKey: queryKeys.adminWorkshop,
    queryFn: () => call('GET /api/admin/workshop'),
    // The editor is filled once: a background refetch must not reset what is being typed.
    refetchOnWindowFocus: false,
  });

/** Every workshop mutation answers the whole item: it replaces the cached one. */
function useWorkshopMutation<I>(send: (input: I) => Promise<WorkshopAdminAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.adminWorkshop, answer),
  });
}

/** PUT /api/admin/workshop: the weekly hours and the closures (Paris time). */
export const useSaveWorkshopCalendar = () =>
  useWorkshopMutation((calendar: WorkshopCalendar) => call('PUT /api/admin/workshop', { body: calendar }));

/** PUT /api/admin/workshop/status: a status the garages see until an instant, with a message. */
export const useChooseWorkshopStatus = () =>
  useWorkshopMutation((input: StatusOverrideInput) => call('PUT /api/admin/workshop/status', { body: input }));

/** DELETE /api/admin/workshop/status: back to the status the hours give. */
export const useClearWorkshopStatus = () => useWorkshopMutation((_: void) => call('DELETE /api/admin/workshop/status'));
