import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { updateCatalog } from './catalog-cache';

/** POST /api/admin/categories (multipart `name`) -> the category, 201; 409 when the name exists. */
export function createCategory(name: string) {
  const body = new FormData();
  body.set('name', name);
  return call('POST /api/admin/categories', { body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => updateCatalog(queryClient, (categories) => [...categories, category]),
  });
}
