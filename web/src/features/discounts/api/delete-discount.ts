import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export interface DeleteDiscountInput {
  clientId: string;
  categoryId: string;
}

/** DELETE /api/admin/clients/{id}/discounts/{categoryId}. */
export function deleteDiscount({ clientId, categoryId }: DeleteDiscountInput): Promise<{ detail: string }> {
  return api.delete<{ detail: string }>(
    `/api/admin/clients/${encodeURIComponent(clientId)}/discounts/${encodeURIComponent(categoryId)}`,
  );
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
