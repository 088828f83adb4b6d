import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { updateCatalog } from './catalog-cache';

/** DELETE /api/admin/categories/{id}: the category and its services. */
export function deleteCategory(categoryId: string) {
  return call('DELETE /api/admin/categories/{id}', { params: { id: categoryId } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, categoryId) =>
      updateCatalog(queryClient, (categories) => categories.filter((category) => category.id !== categoryId)),
  });
}
