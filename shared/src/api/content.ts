import * as z from 'zod';
import { detailSchema } from '../http/responses';
import { createdPartnerSchema, logoLinkSchema, partnerInputSchema, partnerSchema } from '../partners/schemas';
import { settingsSchema, updateSettingsSchema } from '../settings/schemas';
import { linkQuery } from './paging';
import { created, ok, type RouteDef } from './route';

export const contentRoutes = [
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
    domain: 'content',
    access: 'admin',
    summary: 'Rename a partner',
    body: partnerInputSchema,
    responses: ok(partnerSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/partners/{id}',
    domain: 'content',
    access: 'admin',
    summary: 'Delete a partner',
    responses: ok(detailSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/partners/{id}/logo',
    domain: 'content',
    access: 'admin',
    summary: "Upload a partner's logo",
    file: true,
    responses: ok(partnerSchema),
  },
] as const satisfies readonly RouteDef[];
