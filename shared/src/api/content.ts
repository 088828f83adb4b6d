import * as z from 'zod/mini';
import { detailSchema } from '../http/responses';
import { createdPartnerSchema, logoLinkSchema, partnerInputSchema, partnerSchema } from '../partners/schemas';
import { publicTermsSchema, settingsSchema, updateSettingsSchema } from '../settings/schemas';
import { linkQuery } from './paging';
import { pathParams } from './params';
import { created, ok, type RouteDef } from './route';

/** The OpenAPI 3.1 document of this contract (functions/src/lib/http/openapi.ts builds it). */
export const openApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string(), description: z.string() })),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const contentRoutes = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    domain: 'content',
    access: 'public',
    summary: 'This API described in OpenAPI 3.1 (cached for an hour)',
    responses: ok(openApiDocumentSchema),
  },
  {
    method: 'GET',
    path: '/api/settings',
    domain: 'content',
    access: 'user',
    summary: 'Opening hours, client message, terms',
    responses: ok(settingsSchema),
  },
  {
    method: 'GET',
    path: '/api/terms',
    domain: 'content',
    access: 'public',
    summary: 'The terms and conditions, for a visitor about to register',
    responses: ok(publicTermsSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/settings',
    domain: 'content',
    access: 'admin',
    summary: 'The settings, to edit',
    responses: ok(settingsSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    domain: 'content',
    access: 'admin',
    summary: 'Save the settings',
    body: updateSettingsSchema,
    responses: ok(settingsSchema),
  },
  {
    method: 'GET',
    path: '/api/partners',
    domain: 'content',
    access: 'user',
    summary: 'The partners',
    responses: ok(z.array(partnerSchema)),
  },
  {
    method: 'GET',
    path: '/api/partners/{id}/logo',
    params: { id: pathParams.partnerId },
    domain: 'content',
    access: 'user',
    summary: "A partner's logo (302, or JSON with ?format=json)",
    query: linkQuery,
    responses: { 200: logoLinkSchema, 302: 'redirect' },
  },
  {
    method: 'POST',
    path: '/api/admin/partners',
    domain: 'content',
    access: 'admin',
    summary: 'Add a partner',
    body: partnerInputSchema,
    responses: created(createdPartnerSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/partners/{id}',
    params: { id: pathParams.partnerId },
    domain: 'content',
    access: 'admin',
    summary: 'Rename a partner',
    body: partnerInputSchema,
    responses: ok(partnerSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/partners/{id}',
    params: { id: pathParams.partnerId },
    domain: 'content',
    access: 'admin',
    summary: 'Delete a partner',
    responses: ok(detailSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/partners/{id}/logo',
    params: { id: pathParams.partnerId },
    domain: 'content',
    access: 'admin',
    summary: "Upload a partner's logo",
    file: true,
    responses: ok(partnerSchema),
  },
] as const satisfies readonly RouteDef[];
