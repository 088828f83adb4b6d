import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export interface DeleteDiscountInput {
  clientId: string;
  categoryId: string;
}

/** DELETE /api/admin/clients/{id}/discounts/{categoryId}. */
export function deleteDiscount({ clientId, categoryId }: DeleteDiscountInput) {
  return call('DELETE /api/admin/clients/{id}/discounts/{categoryId}', { params: { id: clientId, categoryId } });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSuccess: (_answer, { clientId, categoryId }) => {
      const key = queryKeys.discounts.ofClient(clientId);
      queryClient.setQueryData<ClientDiscount[]>(key, (discounts) =>
        discounts?.filter((d) => d.category_id !== categoryId),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
