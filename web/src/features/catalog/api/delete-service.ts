import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { inCategory, updateCatalog } from './catalog-cache';

export interface DeleteServiceInput {
  categoryId: string;
  serviceId: string;
}

/** DELETE /api/admin/categories/{categoryId}/services/{serviceId}. */
export function deleteService({ categoryId, serviceId }: DeleteServiceInput): Promise<{ detail: string }> {
  return api.delete<{ detail: string }>(
    `/api/admin/categories/${encodeURIComponent(categoryId)}/services/${encodeURIComponent(serviceId)}`,
  );
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_answer, { categoryId, serviceId }) =>
      updateCatalog(
        queryClient,
        inCategory(categoryId, (category) => ({
          ...category,
          services: category.services.filter((service) => service.id !== serviceId),
        })),
      ),
  });
}
