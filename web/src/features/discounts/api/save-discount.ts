import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDiscount, DiscountInput } from '@app/shared/catalog/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export interface SaveDiscountInput extends DiscountInput {
  clientId: string;
}

/**
 * POST /api/admin/clients/{id}/discounts (JSON): creates or replaces the discount of a
 * category; `created` tells which (docs/spec-deviations.md #12).
 */
export function saveDiscount({ clientId, ...input }: SaveDiscountInput) {
  return call('POST /api/admin/clients/{id}/discounts', { params: { id: clientId }, body: input });
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscount,
    onSuccess: ({ created: _created, ...saved }, { clientId }) => {
      const key = queryKeys.discounts.ofClient(clientId);
      queryClient.setQueryData<ClientDiscount[]>(key, (discounts) => {
        if (!discounts) return discounts;
        const exists = discounts.some((d) => d.category_id === saved.category_id);
        return exists ? discounts.map((d) => (d.category_id === saved.category_id ? saved : d)) : [...discounts, saved];
      });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
