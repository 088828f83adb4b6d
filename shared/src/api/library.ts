import * as z from 'zod/mini';
import { deliveryStatsSchema, libraryFileSchema, libraryHistorySchema, librarySearchQuery, reuseInputSchema } from '../library/schemas';
import { pathParams } from './params';
import { ok, paged, type RouteDef } from './route';

/**
 * The file library (issue 41, decision 042), administrators only. Answered by the orders Lambda:
 * a revocation is a change of the order (its optimistic write, its audit entry), and the
 * instant delivery it feeds runs in the order's creation.
 */
export const libraryRoutes = [
  {
    method: 'GET',
    path: '/api/admin/library',
    domain: 'orders',
    access: 'admin',
    summary: 'One page of the library: the orders whose original (or a delivered version, by SHA-256) has the key searched, newest first',
    query: librarySearchQuery,
    responses: ok(z.array(libraryFileSchema)),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/admin/library/stats',
    domain: 'orders',
    access: 'admin',
    summary: "This month's first deliveries: the share delivered automatically and the median delays, automatic and by hand",
    responses: ok(deliveryStatsSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/library/orders/{id}',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "An order's file: its known reference (« Fichier connu »), the earlier orders with the same original bytes and those with the same software",
    responses: ok(libraryHistorySchema),
  },
  {
    method: 'POST',
    path: '/api/admin/library/orders/{id}/versions/{version}/revoke',
    params: { id: pathParams.orderId, version: pathParams.version },
    domain: 'orders',
    access: 'admin',
    summary: 'Revoke a delivered version as a reference: it is never delivered automatically again',
    refusals: [409],
    responses: ok(libraryHistorySchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/library/orders/{id}/reuse',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "Mark the order's original reusable or not as a reference",
    refusals: [409],
    body: reuseInputSchema,
    responses: ok(libraryHistorySchema),
  },
] as const satisfies readonly RouteDef[];
