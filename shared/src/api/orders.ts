import * as z from 'zod/mini';
import { detailSchema } from '../http/responses';
import { analysisRequestSchema, uploadAnalysisSchema } from '../files/file-analysis';
import {
  adminStatsSchema,
  balanceSchema,
  createOrderSchema,
  deliverySchema,
  downloadLinkSchema,
  orderCountsSchema,
  orderSchema,
  ORDER_SEARCH_MAX,
  ORDER_SEARCH_TOO_LONG,
  savRequestSchema,
  updateOrderStatusSchema,
  statusChangeSchema,
  updatePaymentSchema,
  updatePriceSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from '../orders/schemas';
import { cursorSchema, linkQuery, pageLimitSchema } from './paging';
import { pathParams } from './params';
import { created, ok, polledPage, type RouteDef } from './route';

/**
 * `?limit=&cursor=` of the order list, with `?status=` (comma list of statuses), `?q=` (the
 * order search) and `?payment=unpaid`; the statuses and the search's words are checked by the
 * order search itself (French refusals), so here they are bounded strings.
 */
export const ordersQuery = z.object({
  // Every status once, with commas and spaces, is well under 200 characters.
  status: z.optional(z.string().check(z.maxLength(200, 'Statut inconnu'))),
  q: z.optional(z.string().check(z.maxLength(ORDER_SEARCH_MAX, ORDER_SEARCH_TOO_LONG))),
  payment: z.optional(z.enum(['unpaid', ''], { error: 'Filtre de paiement inconnu' })),
  limit: pageLimitSchema,
  cursor: cursorSchema,
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const orderRoutes = [
  {
    method: 'POST',
    path: '/api/uploads',
    domain: 'orders',
    access: 'user',
    summary: 'A presigned upload for a large file',
    body: uploadRequestSchema,
    responses: ok(uploadTicketSchema),
  },
  {
    method: 'POST',
    path: '/api/uploads/analysis',
    domain: 'orders',
    access: 'user',
    summary:
      "What my presigned upload is: size, SHA-256, ECU family, identifiers and read health (indicative); with an order's id (admin), its changes against the order's original",
    body: analysisRequestSchema,
    responses: ok(uploadAnalysisSchema),
    // 404: a key that is not the caller's upload, no object under it, or an unknown order.
    // 403: an order's id sent by a client.
    refusals: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/orders',
    domain: 'orders',
    access: 'user',
    summary: 'One page of my orders (all for an administrator)',
    query: ordersQuery,
    ...polledPage(orderSchema),
  },
  {
    method: 'POST',
    path: '/api/orders',
    domain: 'orders',
    access: 'client',
    summary:
      "Place an order (the original file inline or by upload key). A client in prepaid mode pays its price (HT) in credits in the order's own transaction; 409 (its detail says how much credit is missing) when its balance and allowed overdraft do not cover it (no order then)",
    refusals: [409],
    body: createOrderSchema,
    file: true,
    responses: created(orderSchema),
  },
  {
    method: 'GET',
    path: '/api/orders/{id}',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'user',
    summary: 'One order (poll with If-None-Match)',
    responses: { 200: orderSchema, 304: 'not-modified' },
    headers: ['ETag'],
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/download/{version}',
    params: { id: pathParams.orderId, version: pathParams.version },
    domain: 'orders',
    access: 'user',
    summary: "A version of an order's file (302, or JSON with ?format=json; 410 once past its retention)",
    query: linkQuery,
    refusals: [410],
    responses: { 200: downloadLinkSchema, 302: 'redirect' },
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/sav-request',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'client',
    summary: 'Ask for after-sales service on a delivered order',
    body: savRequestSchema,
    responses: ok(orderSchema),
  },
  {
    method: 'GET',
    path: '/api/client/balance',
    domain: 'orders',
    access: 'client',
    summary: 'What I owe',
    responses: ok(balanceSchema),
  },
  {
    method: 'GET',
    path: '/api/order-counts',
    domain: 'orders',
    access: 'user',
    summary: 'Order counts by status',
    responses: ok(orderCountsSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/{id}/status',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "Change an order's status",
    body: updateOrderStatusSchema,
    // « Terminé » without a delivered version and without `force` and its reason (decision 033).
    refusals: [409],
    responses: ok(statusChangeSchema),
  },
  {
    method: 'PATCH',
    path: '/api/admin/orders/{id}/price',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "Change an order's price",
    body: updatePriceSchema,
    responses: ok(orderSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/{id}/payment',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: "Change an order's payment status",
    body: updatePaymentSchema,
    responses: ok(orderSchema),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{id}/deliver',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: 'Deliver the tuned file',
    body: deliverySchema,
    file: true,
    responses: ok(orderSchema),
  },
  {
    method: 'DELETE',
    path: '/api/admin/orders/{id}',
    params: { id: pathParams.orderId },
    domain: 'orders',
    access: 'admin',
    summary: 'Delete an order',
    responses: ok(detailSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/stats',
    domain: 'orders',
    access: 'admin',
    summary: 'Business statistics',
    responses: ok(adminStatsSchema),
  },
] as const satisfies readonly RouteDef[];
