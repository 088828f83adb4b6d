import * as z from 'zod/mini';
import { detailSchema } from '../http/responses';
import { createdPartnerSchema, logoLinkSchema, partnerInputSchema, partnerSchema } from '../partners/schemas';
import { publicTermsSchema, settingsSchema, updateSettingsSchema } from '../settings/schemas';
import { workshopCalendarSchema } from '../workshop/schedule';
import { statusOverrideInputSchema, workshopAdminAnswerSchema, workshopAnswerSchema } from '../workshop/status';
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
    path: '/api/workshop',
    domain: 'content',
    access: 'public',
    summary: "The workshop's status now (open, closed, busy, late, after-sales only) and its opening hours",
    responses: ok(workshopAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/workshop',
    domain: 'content',
    access: 'admin',
    summary: "The workshop's hours, closures and chosen status, to edit",
    responses: ok(workshopAdminAnswerSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/workshop',
    domain: 'content',
    access: 'admin',
    summary: 'Save the weekly opening hours and the closures (Paris time)',
    body: workshopCalendarSchema,
    responses: ok(workshopAdminAnswerSchema),
    // Another administrator saved the workshop meanwhile.
    refusals: [409],
  },
  {
    method: 'PUT',
    path: '/api/admin/workshop/status',
    domain: 'content',
    access: 'admin',
    summary: 'Choose the status the garages see until an instant, with a message',
    body: statusOverrideInputSchema,
    responses: ok(workshopAdminAnswerSchema),
    // Another administrator saved the workshop meanwhile.
    refusals: [409],
  },
  {
    method: 'DELETE',
    path: '/api/admin/workshop/status',
    domain: 'content',
    access: 'admin',
    summary: 'Go back to the status the opening hours give',
    responses: ok(workshopAdminAnswerSchema),
    // Another administrator saved the workshop meanwhile.
    refusals: [409],
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
