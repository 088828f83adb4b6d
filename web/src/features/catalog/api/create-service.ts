import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { inCategory, updateCatalog } from './catalog-cache';

export interface ServiceFields {
  name: string;
  price: string;
  /** Instant delivery (issue 41): sent only when the form has them. */
  auto_delivery?: boolean;
  human_review_required?: boolean;
  emission_related?: boolean;
}

const FLAGS = ['auto_delivery', 'human_review_required', 'emission_related'] as const;

export function serviceFormData({ name, price, ...flags }: ServiceFields): FormData {
  const body = new FormData();
  body.set('name', name);
  body.set('price', price);
  for (const flag of FLAGS) if (flags[flag] !== undefined) body.set(flag, String(flags[flag]));
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
