import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { inCategory, updateCatalog } from './catalog-cache';
import { serviceFormData, type ServiceFields } from './create-service';

export interface UpdateServiceInput extends ServiceFields {
  categoryId: string;
  serviceId: string;
}

/** PUT /api/admin/categories/{categoryId}/services/{serviceId} (multipart `name`, `price`). */
export function updateService({ categoryId, serviceId, ...fields }: UpdateServiceInput): Promise<Service> {
  return api.put<Service>(
    `/api/admin/categories/${encodeURIComponent(categoryId)}/services/${encodeURIComponent(serviceId)}`,
    serviceFormData(fields),
  );
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
