import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { inCategory, updateCatalog } from './catalog-cache';

export interface ServiceFields {
  name: string;
  price: string;
}

export function serviceFormData({ name, price }: ServiceFields): FormData {
  const body = new FormData();
  body.set('name', name);
  body.set('price', price);
  return body;
}

/** POST /api/admin/categories/{id}/services (multipart `name`, `price`) -> the service, 201. */
export function createService({ categoryId, ...fields }: ServiceFields & { categoryId: string }): Promise<Service> {
  return api.post<Service>(`/api/admin/categories/${encodeURIComponent(categoryId)}/services`, serviceFormData(fields));
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: (service, { categoryId }) =>
      updateCatalog(
        queryClient,
        inCategory(categoryId, (category) => ({ ...category, services: [...category.services, service] })),
      ),
  });
}
