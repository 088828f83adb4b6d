import * as z from 'zod/mini';
import { auditEntrySchema, auditListQuery, auditPageQuery, timelineEntrySchema } from '../audit/schemas';
import { pathParams } from './params';
import { ok, paged, type RouteDef } from './route';

const entries = z.array(auditEntrySchema);

/** The audit trail (decision 021): administrators read it all; a client its own order's steps. */
export const auditRoutes = [
  {
    method: 'GET',
    path: '/api/admin/audit',
    domain: 'accounts',
    access: 'admin',
    summary: "One page of the business's audit trail, newest first (filters: actor, action, from, to)",
    query: auditListQuery,
    responses: ok(entries),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/admin/clients/{id}/audit',
    params: { id: pathParams.userId },
    domain: 'accounts',
    access: 'admin',
    summary: "One page of a client's audit entries (its orders' included), newest first",
    query: auditPageQuery,
    responses: ok(entries),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/admin/orders/{id}/audit',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "One page of an order's audit entries, newest first",
    query: auditPageQuery,
    responses: ok(entries),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/timeline',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'client',
    summary: "The client's own order's status changes and deliveries, newest first (no administrator named)",
    query: auditPageQuery,
    responses: ok(z.array(timelineEntrySchema)),
    headers: paged,
    refusals: [404],
  },
] as const satisfies readonly RouteDef[];
