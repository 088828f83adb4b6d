import { partnerInputSchema } from '@app/shared/partners/schemas';
import { updateSettingsSchema } from '@app/shared/settings/schemas';
import { linkAnswer } from '../lib/http/link';
import { json } from '../lib/http/response';
import { partnerLogoLink, uploadPartnerLogo } from './partner-logo';
import { createPartner, listPartners, removePartner, renamePartner } from './partners-service';
import { domainRoutes } from '@app/shared/api/route';
import { contentRoutes } from '@app/shared/api/content';
import { createDomainHandler } from '../router';
import { readSettings, saveSettings } from './settings-service';
import { chooseWorkshopStatus, clearWorkshopStatus, readWorkshopAdmin, readWorkshopStatus, saveWorkshopCalendar } from './workshop-service';
import { workshopCalendarSchema } from '@app/shared/workshop/schedule';
import { statusOverrideInputSchema } from '@app/shared/workshop/status';
import { auditContextOf } from '../audit/audit-item';
import { openApiAnswer } from './openapi-answer';

/** Settings (opening hours, client message, terms) and partners with their logos. Access comes from the route table. */
export const handler = createDomainHandler(domainRoutes('content', contentRoutes), {
  // Built ahead from the whole contract by `npm run openapi` (decision 013): no zod-openapi here.
  'GET /api/openapi.json': { handler: async () => openApiAnswer() },
  'GET /api/settings': { handler: async () => json(await readSettings()) },
  'GET /api/terms': { handler: async () => json({ terms_and_conditions: (await readSettings()).terms_and_conditions }) },
  'GET /api/workshop': { handler: async () => json(await readWorkshopStatus()) },
  'GET /api/admin/workshop': { handler: async () => json(await readWorkshopAdmin()) },
  'PUT /api/admin/workshop': {
    body: workshopCalendarSchema,
    handler: async ({ user, event, body }) => json(await saveWorkshopCalendar(body, auditContextOf(user, event))),
  },
  'PUT /api/admin/workshop/status': {
    body: statusOverrideInputSchema,
    handler: async ({ user, event, body }) => json(await chooseWorkshopStatus(body, auditContextOf(user, event))),
  },
  'DELETE /api/admin/workshop/status': {
    handler: async ({ user, event }) => json(await clearWorkshopStatus(auditContextOf(user, event))),
  },
  'GET /api/admin/settings': { handler: async () => json(await readSettings()) },
  'PUT /api/admin/settings': {
    body: updateSettingsSchema,
    handler: async ({ user, event, body }) => json(await saveSettings(body, auditContextOf(user, event))),
  },
  'GET /api/partners': { handler: async () => json(await listPartners()) },
  'GET /api/partners/{id}/logo': {
    handler: async ({ params, query, event }) => linkAnswer(await partnerLogoLink(params.id), { query, event }),
  },
  'POST /api/admin/partners': {
    body: partnerInputSchema,
    handler: async ({ user, event, body }) => json(await createPartner(body, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/partners/{id}': {
    body: partnerInputSchema,
    handler: async ({ user, event, params, body }) => json(await renamePartner(params.id, body, auditContextOf(user, event))),
  },
  'DELETE /api/admin/partners/{id}': {
    handler: async ({ user, event, params }) => json(await removePartner(params.id, auditContextOf(user, event))),
  },
  'POST /api/admin/partners/{id}/logo': {
    handler: async ({ user, event, params, files }) => json(await uploadPartnerLogo(params.id, files, auditContextOf(user, event))),
  },
});
