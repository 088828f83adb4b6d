import * as z from 'zod/mini';
import {
  changesSchema,
  NOTIFICATIONS_MAX,
  NOTIFICATIONS_SHOWN,
  notificationReadSchema,
  notificationSchema,
  notificationsDeletedSchema,
} from '../notifications/schemas';
import {
  adminMessageInputSchema,
  clientMessageInputSchema,
  messageCountSchema,
  supportMessageSchema,
  unreadThreadSchema,
} from '../messaging/support-chat';
import {
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  orderChatMessageSchema,
  postChatMessageSchema,
  unreadCountSchema,
} from '../order-chat/schemas';
import { downloadLinkSchema } from '../orders/schemas';
import { pushTicketSchema } from '../push/push-message';
import { cursorSchema, limitSchema, linkQuery, pageLimitSchema } from './paging';
import { pathParams } from './params';
import { created, ok, paged, polledPage, type RouteDef } from './route';

/** `?limit=` of the notification list: 1 to 50, 10 when absent. */
export const notificationsLimit = limitSchema(NOTIFICATIONS_MAX, NOTIFICATIONS_SHOWN);

/** `?limit=&cursor=` of a support thread; `?client_id=` picks an administrator's thread. */
export const supportPageQuery = z.object({
  limit: pageLimitSchema,
  cursor: cursorSchema,
  client_id: z.optional(z.string().check(z.maxLength(100))),
});

/** `?limit=` of an order's chat: 1 to 100, 100 when absent (older messages through `?cursor=`). */
export const chatLimit = limitSchema(CHAT_PAGE_MAX, CHAT_PAGE_DEFAULT);
const chatQuery = z.object({ limit: chatLimit, cursor: cursorSchema });

const thread = z.array(supportMessageSchema);

export const messagingRoutes = [
  {
    method: 'GET',
    path: '/api/notifications',
    domain: 'messaging',
    access: 'user',
    summary: 'My latest notifications',
    query: z.object({ limit: notificationsLimit }),
    responses: ok(z.array(notificationSchema)),
  },
  {
    method: 'PUT',
    path: '/api/notifications/{id}/read',
    params: { id: pathParams.notificationId },
    domain: 'messaging',
    access: 'user',
    summary: 'Mark a notification read',
    responses: ok(notificationReadSchema),
  },
  {
    method: 'DELETE',
    path: '/api/notifications/all',
    domain: 'messaging',
    access: 'user',
    summary: 'Delete all my notifications',
    responses: ok(notificationsDeletedSchema),
  },
  {
    method: 'GET',
    path: '/api/changes',
    domain: 'messaging',
    access: 'user',
    summary: 'What changed for me (poll with If-None-Match)',
    responses: { 200: changesSchema, 304: 'not-modified' },
    headers: ['ETag'],
  },
  {
    method: 'POST',
    path: '/api/push/ticket',
    domain: 'messaging',
    // A pending client too: its waiting screen hears of its approval (decision 035).
    access: 'session',
    summary: 'A single-use ticket to open the push WebSocket (`${url}?ticket=${ticket}`); an approved account, or a pending client waiting for its approval',
    responses: ok(pushTicketSchema),
  },

  {
    method: 'GET',
    path: '/api/client/chat',
    domain: 'messaging',
    access: 'client',
    summary: 'My support thread, one page',
    query: supportPageQuery,
    responses: ok(thread),
    headers: paged,
  },
  {
    method: 'POST',
    path: '/api/client/chat',
    domain: 'messaging',
    access: 'client',
    summary: 'Write to the support',
    body: clientMessageInputSchema,
    responses: created(supportMessageSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/messages',
    domain: 'messaging',
    access: 'admin',
    summary: "A client's support thread (or the global one), one page",
    query: supportPageQuery,
    responses: ok(thread),
    headers: paged,
    // 404: a `client_id` of no client.
    refusals: [404],
  },
  {
    method: 'POST',
    path: '/api/admin/messages',
    domain: 'messaging',
    access: 'admin',
    summary: 'Write to a client, or to all',
    body: adminMessageInputSchema,
    responses: created(supportMessageSchema),
    // 404: a `target_client_id` of no client.
    refusals: [404],
  },
  {
    method: 'GET',
    path: '/api/admin/messages/unread',
    domain: 'messaging',
    access: 'admin',
    summary: 'Threads with unread messages',
    responses: ok(z.array(unreadThreadSchema)),
  },
  {
    method: 'GET',
    path: '/api/messages/count',
    domain: 'messaging',
    access: 'user',
    summary: 'My unread support messages',
    responses: ok(messageCountSchema),
  },

  // The order chat (the order's client and administrators); unread-count before {filename}.
  {
    method: 'GET',
    path: '/api/orders/{id}/chat',
    params: { id: pathParams.orderId },
    domain: 'messaging',
    access: 'user',
    summary: "An order's chat, latest page (poll with If-None-Match)",
    query: chatQuery,
    ...polledPage(orderChatMessageSchema),
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/chat/unread-count',
    params: { id: pathParams.orderId },
    domain: 'messaging',
    access: 'user',
    summary: "An order's unread chat messages",
    responses: ok(unreadCountSchema),
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/chat',
    params: { id: pathParams.orderId },
    domain: 'messaging',
    access: 'user',
    summary: "Write on an order's chat (with an optional attachment)",
    body: postChatMessageSchema,
    file: true,
    responses: created(orderChatMessageSchema),
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/chat/{filename}',
    params: { id: pathParams.orderId, filename: pathParams.chatMessageId },
    domain: 'messaging',
    access: 'user',
    summary: 'A chat attachment (302, or JSON with ?format=json)',
    query: linkQuery,
    responses: { 200: downloadLinkSchema, 302: 'redirect' },
  },
] as const satisfies readonly RouteDef[];
