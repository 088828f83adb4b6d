import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { inCategory, updateCatalog } from './catalog-cache';

export interface DeleteServiceInput {
  categoryId: string;
  serviceId: string;
}

/** DELETE /api/admin/categories/{id}/services/{serviceId}. */
export function deleteService({ categoryId, serviceId }: DeleteServiceInput) {
  return call('DELETE /api/admin/categories/{id}/services/{serviceId}', { params: { id: categoryId, serviceId } });
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
