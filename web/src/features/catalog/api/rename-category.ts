import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { inCategory, updateCatalog } from './catalog-cache';

export interface RenameCategoryInput {
  categoryId: string;
  name: string;
}

/** PUT /api/admin/categories/{id} (multipart `name`) -> the category; 409 when another has the name, 404 when gone. */
export function renameCategory({ categoryId, name }: RenameCategoryInput) {
  const body = new FormData();
  body.set('name', name);
  return call('PUT /api/admin/categories/{id}', { params: { id: categoryId }, body });
}

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: (category, { categoryId }) =>
      updateCatalog(
        queryClient,
        inCategory(categoryId, () => category),
      ),
  });
}
