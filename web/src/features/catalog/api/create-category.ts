import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { updateCatalog } from './catalog-cache';

/** POST /api/admin/categories (multipart `name`) -> the category, 201; 409 when the name exists. */
export function createCategory(name: string): Promise<Category> {
  const body = new FormData();
  body.set('name', name);
  return api.post<Category>('/api/admin/categories', body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => updateCatalog(queryClient, (categories) => [...categories, category]),
  });
}
