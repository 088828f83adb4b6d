import { postChatMessageSchema, type PostChatMessage } from '@app/shared/order-chat/schemas';
import { linkAnswer } from '../lib/http/link';
import { withNextCursor } from '../lib/http/paging';
import { json, matchesTag, notModified, revalidated } from '../lib/http/response';
import type { Action } from '../lib/http/route-handler';
import type { UserRecord } from '../users/user-record';
import { attachmentLink, readChat, unreadCount } from './order-chat-reads';
import { postMessage } from './order-chat-writes';

/** The order chat's actions, dispatched by the messaging Lambda (index.ts). */
export const orderChatActions = {
  'GET /api/orders/{id}/chat': {
    handler: async ({ user, params, query, event }) => {
      const page = await readChat(user, params.id, query, (tag) => matchesTag(event.headers?.['if-none-match'], tag));
      if (!page.messages) return notModified(page.tag);
      const result = json(page.messages);
      result.headers = { ...result.headers, ...revalidated(page.tag) };
      return withNextCursor(result, page.nextCursor);
    },
  } satisfies Action<'GET /api/orders/{id}/chat', undefined, UserRecord>,
  'GET /api/orders/{id}/chat/unread-count': {
    handler: async ({ user, params }) => json(await unreadCount(user, params.id)),
  } satisfies Action<'GET /api/orders/{id}/chat/unread-count', undefined, UserRecord>,
  'POST /api/orders/{id}/chat': {
    body: postChatMessageSchema,
    handler: async ({ user, params, body, files }) => json(await postMessage(user, params.id, body, files), 201),
  } satisfies Action<'POST /api/orders/{id}/chat', PostChatMessage, UserRecord>,
  'GET /api/orders/{id}/chat/{filename}': {
    handler: async ({ user, params, query, event }) =>
      linkAnswer(await attachmentLink(user, params.id, params.filename), { query, event }),
  } satisfies Action<'GET /api/orders/{id}/chat/{filename}', undefined, UserRecord>,
};
