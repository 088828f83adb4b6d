import { loginResponseSchema } from '@app/shared/auth/schemas';
import { categoriesSchema, clientDiscountSchema } from '@app/shared/catalog/schemas';
import { changesSchema, notificationReadSchema, notificationSchema, notificationsDeletedSchema } from '@app/shared/notifications/schemas';
import { orderChatMessageSchema, unreadCountSchema } from '@app/shared/order-chat/schemas';
import { balanceSchema, downloadLinkSchema, orderCountsSchema, orderSchema, uploadTicketSchema } from '@app/shared/orders/schemas';
import * as z from 'zod';

/**
 * The success answer of each route the component tests call, by route key, with the shared
 * schemas the server's answers are checked against (tests/integration/contract.ts).
 * TODO(issue 17): read these from the contract in shared/src/api once it exists, and delete this file.
 */
export const responseSchemas = {
  'POST /api/auth/login': loginResponseSchema,
  'GET /api/categories': categoriesSchema,
  'GET /api/client/discounts': z.array(clientDiscountSchema),
  'GET /api/client/balance': balanceSchema,
  'POST /api/uploads': uploadTicketSchema,
  'GET /api/orders': z.array(orderSchema),
  'POST /api/orders': orderSchema,
  'GET /api/orders/{id}': orderSchema,
  'GET /api/order-counts': orderCountsSchema,
  'GET /api/orders/{id}/chat': z.array(orderChatMessageSchema),
  'GET /api/orders/{id}/chat/unread-count': unreadCountSchema,
  // After unread-count: the first template that matches a path answers it.
  'GET /api/orders/{id}/chat/{filename}': downloadLinkSchema,
  'PUT /api/admin/orders/{id}/status': orderSchema,
  'PATCH /api/admin/orders/{id}/price': orderSchema,
  'PUT /api/admin/orders/{id}/payment': orderSchema,
  'POST /api/admin/orders/{id}/deliver': orderSchema,
  'GET /api/notifications': z.array(notificationSchema),
  'PUT /api/notifications/{id}/read': notificationReadSchema,
  'DELETE /api/notifications/all': notificationsDeletedSchema,
  'GET /api/changes': changesSchema,
} satisfies Record<string, z.ZodType>;

export type RouteKey = keyof typeof responseSchemas;
/** The answer body a route declares for a success. */
export type ResponseOf<K extends RouteKey> = z.input<(typeof responseSchemas)[K]>;
