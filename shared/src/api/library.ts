import * as z from 'zod/mini';
import { libraryChangeSchema, libraryFileSchema, libraryHistorySchema, librarySearchQuery } from '../library/schemas';
import { pathParams } from './params';
import { ok, paged, type RouteDef } from './route';

/**
 * The file library (issue 41, decision 042), administrators only, answered by the orders Lambda
 * (where the instant delivery it feeds runs, in the order's creation). Three methods on two
 * resources: the stack is near CloudFormation's 500 resources (the month's delivery figures ride
 * on GET /api/admin/stats).
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
    path: '/api/admin/library/{id}',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "An order's file: its known reference ('Fichier connu'), the orders with the same original bytes and those with the same software",
    responses: ok(libraryHistorySchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/library/{id}',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "Revoke a delivered version as a reference (never delivered automatically again), or mark the order's original (not) reusable",
    refusals: [409],
    body: libraryChangeSchema,
    responses: ok(libraryHistorySchema),
  },
] as const satisfies readonly RouteDef[];
