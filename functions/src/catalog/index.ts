import { categoryInputSchema, discountInputSchema, serviceInputSchema } from '@app/shared/catalog/schemas';
import { action, createDomainHandler } from '../lib/http/route-handler';
import { json } from '../lib/http/response';
import {
  addService,
  createCategory,
  editService,
  loadCatalog,
  removeCategory,
  removeService,
  renameCategory,
} from './catalog-service';
import { adminClientDiscounts, clientDiscounts, removeDiscount, saveDiscount } from './discounts-service';

/** Catalogue (categories, services) and per-client discounts. Access comes from the route table. */
export const handler = createDomainHandler('catalog', {
  'GET /api/categories': action({ handler: async () => json(await loadCatalog()) }),
  'GET /api/admin/categories': action({ handler: async () => json(await loadCatalog()) }),
  'POST /api/admin/categories': action({
    body: categoryInputSchema,
    handler: async ({ body }) => json(await createCategory(body), 201),
  }),
  'PUT /api/admin/categories/{id}': action({
    body: categoryInputSchema,
    handler: async ({ params, body }) => json(await renameCategory(params.id!, body)),
  }),
  'DELETE /api/admin/categories/{id}': action({
    handler: async ({ params }) => json(await removeCategory(params.id!)),
  }),
  'POST /api/admin/categories/{id}/services': action({
    body: serviceInputSchema,
    handler: async ({ params, body }) => json(await addService(params.id!, body), 201),
  }),
  'PUT /api/admin/categories/{id}/services/{serviceId}': action({
    body: serviceInputSchema,
    handler: async ({ params, body }) => json(await editService(params.id!, params.serviceId!, body)),
  }),
  'DELETE /api/admin/categories/{id}/services/{serviceId}': action({
    handler: async ({ params }) => json(await removeService(params.id!, params.serviceId!)),
  }),
  'GET /api/client/discounts': action({ handler: async ({ user }) => json(await clientDiscounts(user!.id)) }),
  'GET /api/admin/clients/{id}/discounts': action({
    handler: async ({ params }) => json(await adminClientDiscounts(params.id!)),
  }),
  'POST /api/admin/clients/{id}/discounts': action({
    body: discountInputSchema,
    handler: async ({ params, body }) => json(await saveDiscount(params.id!, body)),
  }),
  'DELETE /api/admin/clients/{id}/discounts/{categoryId}': action({
    handler: async ({ params }) => json(await removeDiscount(params.id!, params.categoryId!)),
  }),
});
