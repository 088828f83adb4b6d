import {
  createOrderSchema,
  deliverySchema,
  savRequestSchema,
  updateOrderStatusSchema,
  updatePaymentSchema,
  updatePriceSchema,
  uploadRequestSchema,
} from '@app/shared/orders/schemas';
import { analysisRequestSchema } from '@app/shared/files/file-analysis';
import { domainRoutes } from '@app/shared/api/route';
import { orderRoutes } from '@app/shared/api/orders';
import { auditRoutes } from '@app/shared/api/audit';
import { libraryRoutes } from '@app/shared/api/library';
import { libraryChangeSchema } from '@app/shared/library/schemas';
import { createDomainHandler } from '../router';
import { linkAnswer } from '../lib/http/link';
import { withNextCursor } from '../lib/http/paging';
import { json, matchesTag, notModified, revalidated } from '../lib/http/response';
import { deleteOrder, setPayment, setPrice, setStatus } from './admin-orders';
import { createOrder } from './create-order';
import { deliver } from './deliver';
import { clientBalance, downloadLink, listOrders, openOrder, orderCounts, ordersTag, readOrder } from './read-orders';
import { requestSav } from './sav-request';
import { adminStats } from './stats';
import { analyseUpload } from './upload-analysis';
import { requestUpload } from './uploads';
import { auditContextOf } from '../audit/audit-item';
import { orderAudit, orderTimeline } from '../audit/audit-repository';
import { changeLibrary, libraryHistory } from './library-history';
import { searchLibrary } from './library-search';

export const handler = createDomainHandler(domainRoutes('orders', orderRoutes, auditRoutes, libraryRoutes), {
  'POST /api/uploads': {
    body: uploadRequestSchema,
    handler: async ({ user, body }) => json(await requestUpload(user, body)),
  },
  'POST /api/uploads/analysis': {
    body: analysisRequestSchema,
    handler: async ({ user, body }) => json(await analyseUpload(user, body)),
  },
  'GET /api/orders': {
    handler: async ({ user, query, event }) => {
      const etag = await ordersTag(user);
      if (matchesTag(event.headers?.['if-none-match'], etag)) return notModified(etag);
      const { orders, nextCursor } = await listOrders(user, query);
      const result = json(orders);
      result.headers = { ...result.headers, ...revalidated(etag) };
      return withNextCursor(result, nextCursor);
    },
  },
  'GET /api/order-counts': {
    handler: async ({ user }) => json(await orderCounts(user)),
  },
  'POST /api/orders': {
    body: createOrderSchema,
    handler: async ({ user, body, files }) => json(await createOrder(user, body, files), 201),
  },
  'GET /api/orders/{id}': {
    handler: async ({ user, params, event }) => {
      const order = await openOrder(user, params.id);
      // The order's own last write is its version: a poll of an unchanged order gets 304.
      const etag = `"${order.updated_at}"`;
      if (matchesTag(event.headers?.['if-none-match'], etag)) return notModified(etag);
      const result = json(order);
      result.headers = { ...result.headers, ...revalidated(etag) };
      return result;
    },
  },
  'GET /api/orders/{id}/download/{version}': {
    handler: async ({ user, params, query, event }) =>
      linkAnswer(await downloadLink(user, params.id, params.version), { query, event }),
  },
  'POST /api/orders/{id}/sav-request': {
    body: savRequestSchema,
    handler: async ({ user, params, body }) => json(await requestSav(user, params.id, body)),
  },
  'GET /api/client/balance': {
    handler: async ({ user }) => json(await clientBalance(user)),
  },
  'PUT /api/admin/orders/{id}/status': {
    body: updateOrderStatusSchema,
    handler: async ({ user, event, params, body }) => json(await setStatus(params.id, body.status, auditContextOf(user, event), body)),
  },
  'PATCH /api/admin/orders/{id}/price': {
    body: updatePriceSchema,
    handler: async ({ user, event, params, body }) => json(await setPrice(params.id, body.total_price, auditContextOf(user, event))),
  },
  'PUT /api/admin/orders/{id}/payment': {
    body: updatePaymentSchema,
    handler: async ({ user, event, params, body }) => json(await setPayment(params.id, body.payment_status, auditContextOf(user, event))),
  },
  'POST /api/admin/orders/{id}/deliver': {
    body: deliverySchema,
    handler: async ({ user, event, params, body, files }) => json(await deliver(user, params.id, body, files, auditContextOf(user, event))),
  },
  'DELETE /api/admin/orders/{id}': {
    handler: async ({ user, event, params }) => json(await deleteOrder(params.id, auditContextOf(user, event))),
  },
  'GET /api/admin/stats': { handler: async () => json(await adminStats()) },
  'GET /api/admin/orders/{id}/audit': {
    handler: async ({ params, query }) => {
      const { entries, nextCursor } = await orderAudit(params.id, query);
      return withNextCursor(json(entries), nextCursor);
    },
  },
  'GET /api/orders/{id}/timeline': {
    handler: async ({ user, params, query }) => {
      await readOrder(user, params.id); // its own order only: 404 otherwise
      const { entries, nextCursor } = await orderTimeline(params.id, query);
      return withNextCursor(json(entries), nextCursor);
    },
  },
  'GET /api/admin/library': {
    handler: async ({ query }) => {
      const { files, nextCursor } = await searchLibrary(query);
      return withNextCursor(json(files), nextCursor);
    },
  },
  'GET /api/admin/library/{id}': { handler: async ({ params }) => json(await libraryHistory(params.id)) },
  'PUT /api/admin/library/{id}': {
    body: libraryChangeSchema,
    handler: async ({ user, event, params, body }) => json(await changeLibrary(params.id, body, auditContextOf(user, event))),
  },
});
