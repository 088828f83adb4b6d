import * as z from 'zod/mini';
import { erasureRequestSchema, exportLinkSchema, privacyExportSchema, privacyNoticeSchema } from '../privacy/schemas';
import { cursorSchema, limitSchema } from './paging';
import { pathParams } from './params';
import { ok, paged, type RouteDef } from './route';

/** `?limit=&cursor=` of an export list, newest first: 1 to 100, 20 when absent. */
export const exportListQuery = z.object({ limit: limitSchema(100, 20), cursor: cursorSchema });
export type ExportListQuery = z.infer<typeof exportListQuery>;

const exportList = { query: exportListQuery, responses: ok(z.array(privacyExportSchema)), headers: paged } as const;
const accepted = <S extends z.ZodMiniType>(schema: S) => ({ 202: schema }) as const;

/**
 * Personal data (issue 24): the privacy notice, the client's exports (built by the build-exports
 * job into S3) and its erasure request. Answered by the accounts Lambda, whose data it is.
 */
export const privacyRoutes = [
  {
    method: 'GET',
    path: '/api/privacy',
    domain: 'accounts',
    access: 'public',
    summary: 'The privacy notice: controller, retention durations, terms and notice versions',
    responses: ok(privacyNoticeSchema),
  },
  {
    method: 'POST',
    path: '/api/client/privacy/exports',
    domain: 'accounts',
    access: 'client',
    summary: "Ask for an export of the client's data (409 while one is in preparation)",
    refusals: [409],
    responses: accepted(privacyExportSchema),
  },
  {
    method: 'GET',
    path: '/api/client/privacy/exports',
    domain: 'accounts',
    access: 'client',
    summary: "One page of the client's exports, newest first",
    ...exportList,
  },
  {
    method: 'GET',
    path: '/api/client/privacy/exports/{id}/link',
    params: { id: pathParams.exportId },
    domain: 'accounts',
    access: 'client',
    summary: "An export archive's link, valid 15 minutes (409 not ready, 410 expired)",
    refusals: [409, 410],
    responses: ok(exportLinkSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/clients/{id}/exports',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: "Ask for an export of a client's data (409 while one is in preparation)",
    refusals: [409],
    responses: accepted(privacyExportSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/clients/{id}/exports',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: "One page of a client's exports, newest first",
    ...exportList,
  },
  {
    method: 'GET',
    path: '/api/admin/clients/{id}/exports/{exportId}/link',
    params: { id: pathParams.userId, exportId: pathParams.exportId },
    domain: 'accounts',
    access: 'admin',
    summary: "A client's export archive link, valid 15 minutes (409 not ready, 410 expired)",
    refusals: [409, 410],
    responses: ok(exportLinkSchema),
  },
  {
    method: 'POST',
    path: '/api/client/privacy/erasure-request',
    domain: 'accounts',
    access: 'client',
    summary: 'Ask for the erasure of the data (the administrators are told)',
    responses: accepted(z.object({ requestedAt: z.string() })),
  },
  {
    method: 'GET',
    path: '/api/client/privacy/erasure-request',
    domain: 'accounts',
    access: 'client',
    summary: "The client's erasure request, null when none",
    responses: ok(erasureRequestSchema),
  },
] as const satisfies readonly RouteDef[];
