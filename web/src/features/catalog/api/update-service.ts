import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { inCategory, updateCatalog } from './catalog-cache';
import { serviceFormData, type ServiceFields } from './create-service';

export interface UpdateServiceInput extends ServiceFields {
  categoryId: string;
  serviceId: string;
}

/** PUT /api/admin/categories/{id}/services/{serviceId} (multipart `name`, `price`). */
export function updateService({ categoryId, serviceId, ...fields }: UpdateServiceInput) {
  return call('PUT /api/admin/categories/{id}/services/{serviceId}', {
    params: { id: categoryId, serviceId },
    body: serviceFormData(fields),
  });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (service, { categoryId }) =>
      updateCatalog(
        queryClient,
        inCategory(categoryId, (category) => ({
          ...category,
          services: category.services.map((s) => (s.id === service.id ? service : s)),
        })),
      ),
  });
}
