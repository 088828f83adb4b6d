import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { updateCatalog } from './catalog-cache';

/** DELETE /api/admin/categories/{id}: the category and its services. */
export function deleteCategory(categoryId: string): Promise<{ detail: string }> {
  return api.delete<{ detail: string }>(`/api/admin/categories/${encodeURIComponent(categoryId)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, categoryId) =>
      updateCatalog(queryClient, (categories) => categories.filter((category) => category.id !== categoryId)),
  });
}
