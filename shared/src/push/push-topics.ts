// The push message's shape apart from its zod schema (push-message.ts builds it from these): the
// SPA checks the socket's messages with them without loading zod (decision 018).

/** At most this many topics in one message. */
export const PUSH_TOPIC_MAX = 50;
/** The fixed topics, and the patterns of an order's and a chat's. */
export const PUSH_FIXED_TOPICS = ['changes', 'orders', 'account', 'credits', 'workshop'] as const;
export const PUSH_ORDER_TOPIC = /^order:[A-Za-z0-9-]{1,64}$/;
export const PUSH_CHAT_TOPIC = /^chat:[A-Za-z0-9-]{1,64}$/;
/** API Gateway closes a socket idle for 10 minutes: the SPA pings after 9 without traffic. */
export const PUSH_KEEPALIVE_MS = 9 * 60_000;
