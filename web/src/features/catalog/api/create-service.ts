import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
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
export function createService({ categoryId, ...fields }: ServiceFields & { categoryId: string }) {
  return call('POST /api/admin/categories/{id}/services', { params: { id: categoryId }, body: serviceFormData(fields) });
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
