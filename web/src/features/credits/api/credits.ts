import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyInputOf } from '@app/shared/api/contract';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useCursorPages } from '@/lib/api/use-cursor-pages';

/** Movements per page. */
export const LEDGER_PAGE_SIZE = 25;

const creditKeys = queryKeys.credits;

/** GET /api/credits (lib/credits: the new-order dialog reads it too). */
export { useMyBilling } from '@/lib/credits/billing';

/** PUT /api/credits: the low-balance threshold, refreshing the balance card. */
export function useSaveThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<'PUT /api/credits'>) => call('PUT /api/credits', { body }),
    onSuccess: (billing) => queryClient.setQueryData(creditKeys.mine, billing),
  });
}

/** GET /api/credits/packs. */
export const useCreditPacks = (enabled = true) =>
  useQuery({ queryKey: creditKeys.packs, queryFn: ({ signal }) => call('GET /api/credits/packs', { signal }), enabled });

/** GET /api/credits/ledger, by pages. */
export const useMyLedger = () =>
  useCursorPages(creditKeys.myLedger, (cursor, signal) =>
    callPage('GET /api/credits/ledger', { query: { limit: LEDGER_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

/** POST /api/credits/checkout: the payment page to open. */
export const useStartCheckout = () =>
  useMutation({ mutationFn: (body: BodyInputOf<'POST /api/credits/checkout'>) => call('POST /api/credits/checkout', { body }) });

/** GET /api/admin/clients/{id}/credits. */
export const useClientBilling = (clientId: string) =>
  useQuery({
    queryKey: creditKeys.client(clientId),
    queryFn: ({ signal }) => call('GET /api/admin/clients/{id}/credits', { params: { id: clientId }, signal }),
  });

/** GET /api/admin/clients/{id}/credits/ledger, by pages. */
export const useClientLedger = (clientId: string) =>
  useCursorPages(creditKeys.clientLedger(clientId), (cursor, signal) =>
    callPage('GET /api/admin/clients/{id}/credits/ledger', {
      params: { id: clientId },
      query: { limit: LEDGER_PAGE_SIZE, cursor: cursor ?? undefined },
      signal,
    }),
  );

/** A mutation of one client's credits, refreshing its balance and movements. */
function useClientCreditsMutation<B, R>(clientId: string, send: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.client(clientId) }),
  });
}

/** PUT /api/admin/clients/{id}/credits. */
export const useSaveBilling = (clientId: string) =>
  useClientCreditsMutation(clientId, (body: BodyInputOf<'PUT /api/admin/clients/{id}/credits'>) =>
    call('PUT /api/admin/clients/{id}/credits', { params: { id: clientId }, body }),
  );

/** POST /api/admin/clients/{id}/credits/adjustments. */
export const useAdjustCredits = (clientId: string) =>
  useClientCreditsMutation(clientId, (body: BodyInputOf<'POST /api/admin/clients/{id}/credits/adjustments'>) =>
    call('POST /api/admin/clients/{id}/credits/adjustments', { params: { id: clientId }, body }),
  );

/** GET /api/admin/credit-packs. */
export const useAdminPacks = () =>
  useQuery({ queryKey: creditKeys.adminPacks, queryFn: ({ signal }) => call('GET /api/admin/credit-packs', { signal }) });

type PackBody = BodyInputOf<'POST /api/admin/credit-packs'>;

/** POST /api/admin/credit-packs, or PUT …/{id} for a pack that exists. */
export function useSavePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PackBody }) =>
      id ? call('PUT /api/admin/credit-packs/{id}', { params: { id }, body }) : call('POST /api/admin/credit-packs', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.adminPacks }),
  });
}
