import { categoryInputSchema, discountInputSchema, serviceInputSchema } from '@app/shared/catalog/schemas';
import { json } from '../lib/http/response';
import { domainRoutes } from '@app/shared/api/route';
import { catalogRoutes } from '@app/shared/api/catalog';
import { createDomainHandler } from '../router';
import {
  addService,
  createCategory,
  editService,
  removeCategory,
  removeService,
  renameCategory,
} from './catalog-service';
import { loadCatalog } from '../price-list/price-list';
import { adminClientDiscounts, clientDiscounts, removeDiscount, saveDiscount } from './discounts-service';
import { auditContextOf } from '../audit/audit-item';

/** Catalogue (categories, services) and per-client discounts. Access comes from the route table. */
export const handler = createDomainHandler(domainRoutes('catalog', catalogRoutes), {
  'GET /api/categories': { handler: async () => json(await loadCatalog()) },
  'GET /api/admin/categories': { handler: async () => json(await loadCatalog()) },
  'POST /api/admin/categories': {
    body: categoryInputSchema,
    handler: async ({ user, event, body }) => json(await createCategory(body, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/categories/{id}': {
    body: categoryInputSchema,
    handler: async ({ user, event, params, body }) => json(await renameCategory(params.id, body, auditContextOf(user, event))),
  },
  'DELETE /api/admin/categories/{id}': {
    handler: async ({ user, event, params }) => json(await removeCategory(params.id, auditContextOf(user, event))),
  },
  'POST /api/admin/categories/{id}/services': {
    body: serviceInputSchema,
    handler: async ({ user, event, params, body }) => json(await addService(params.id, body, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/categories/{id}/services/{serviceId}': {
    body: serviceInputSchema,
    handler: async ({ user, event, params, body }) =>
      json(await editService(params.id, params.serviceId, body, auditContextOf(user, event))),
  },
  'DELETE /api/admin/categories/{id}/services/{serviceId}': {
    handler: async ({ user, event, params }) => json(await removeService(params.id, params.serviceId, auditContextOf(user, event))),
  },
  'GET /api/client/discounts': { handler: async ({ user }) => json(await clientDiscounts(user.id)) },
  'GET /api/admin/clients/{id}/discounts': {
    handler: async ({ params }) => json(await adminClientDiscounts(params.id)),
  },
  'POST /api/admin/clients/{id}/discounts': {
    body: discountInputSchema,
    handler: async ({ user, event, params, body }) => json(await saveDiscount(params.id, body, auditContextOf(user, event))),
  },
  'DELETE /api/admin/clients/{id}/discounts/{categoryId}': {
    handler: async ({ user, event, params }) => json(await removeDiscount(params.id, params.categoryId, auditContextOf(user, event))),
  },
});
