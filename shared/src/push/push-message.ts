import * as z from 'zod/mini';
import { PUSH_CHAT_TOPIC, PUSH_FIXED_TOPICS, PUSH_KEEPALIVE_MS, PUSH_ORDER_TOPIC, PUSH_TOPIC_MAX } from './push-topics';

/**
 * The push channel (issue 19, decision 016): one WebSocket per signed-in tab. The server never
 * sends data over it, only which versions moved; the SPA refetches what it shows (each refetch a
 * conditional GET, a 304 when the tab already holds it).
 *
 * Topics:
 * - `changes`: the account's change feed moved (notifications, messages): refetch GET /api/changes;
 * - `orders`: an order list of the user moved (a list_version): refetch the lists and counts;
 * - `order:{id}`: that order moved: refetch GET /api/orders/{id};
 * - `chat:{id}`: that order's chat moved: refetch its messages and unread count;
 * - `account`: the account's status moved (a pending client approved): refetch GET /api/auth/me;
 * - `credits`: the client's credit account moved (a pack paid, an order debited): refetch its balance and movements;
 * - `workshop`: the workshop's hours or chosen status moved (every open page): refetch GET /api/workshop.
 */
export const pushTopicSchema = z.union([
  z.enum(PUSH_FIXED_TOPICS),
  z.string().check(z.regex(PUSH_ORDER_TOPIC)),
  z.string().check(z.regex(PUSH_CHAT_TOPIC)),
]);
export type PushTopic = z.infer<typeof pushTopicSchema>;

/** What the server sends over the socket: `{"moved":["orders","order:…"]}`. */
export const pushMessageSchema = z.object({
  moved: z.array(pushTopicSchema).check(z.minLength(1), z.maxLength(PUSH_TOPIC_MAX)),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** What the SPA may send: a keepalive only (API Gateway closes a socket idle for 10 minutes). */
export const pushClientMessageSchema = z.object({ action: z.literal('ping') });
export { PUSH_KEEPALIVE_MS, PUSH_TOPIC_MAX };

/**
 * POST /api/push/ticket: a browser cannot set an Authorization header on a WebSocket, so a signed-in
 * call gets a short-lived single-use ticket and opens `${url}?ticket=${ticket}`.
 */
export const PUSH_TICKET_TTL_SECONDS = 30;
export const pushTicketSchema = z.object({
  ticket: z.string().check(z.minLength(32), z.maxLength(128)),
  url: z.string().check(z.regex(/^wss?:\/\//)),
  expires_in: z.number().check(z.int(), z.positive(), z.lte(300)),
});
export type PushTicket = z.infer<typeof pushTicketSchema>;

export { PUSH_FALLBACK_POLL_MS, PUSH_HIDDEN_CLOSE_MS, PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS } from './push-timing';
