import { adminMessageInputSchema, clientMessageInputSchema, type AdminMessageInput, type ClientMessageInput } from '@app/shared/messaging/support-chat';
import { withNextCursor } from '../lib/http/paging';
import type { Action } from '../lib/http/route-handler';
import { json } from '../lib/http/response';
import type { UserRecord } from '../users/user-record';
import { adminThread, clientThread, messageCount, postAdminMessage, postClientMessage, unreadThreads, type ThreadPage } from './support-chat-service';

/** The support chat's actions, dispatched by the messaging Lambda (index.ts). */

const threadAnswer = ({ messages, nextCursor }: ThreadPage) => withNextCursor(json(messages), nextCursor);

export const supportChatActions = {
  'GET /api/client/chat': {
    handler: async ({ user, query }) => {
      const { limit, cursor } = query;
      return threadAnswer(await clientThread(user, { limit, cursor: cursor || undefined }));
    },
  } satisfies Action<'GET /api/client/chat', undefined, UserRecord>,
  'POST /api/client/chat': {
    body: clientMessageInputSchema,
    handler: async ({ user, body }) => json(await postClientMessage(user, body.content), 201),
  } satisfies Action<'POST /api/client/chat', ClientMessageInput, UserRecord>,
  'GET /api/admin/messages': {
    handler: async ({ user, query }) => {
      const { limit, cursor, client_id: clientId } = query;
      return threadAnswer(await adminThread(user, clientId || undefined, { limit, cursor: cursor || undefined }));
    },
  } satisfies Action<'GET /api/admin/messages', undefined, UserRecord>,
  'POST /api/admin/messages': {
    body: adminMessageInputSchema,
    handler: async ({ user, body }) => json(await postAdminMessage(user, body.content, body.target_client_id), 201),
  } satisfies Action<'POST /api/admin/messages', AdminMessageInput, UserRecord>,
  'GET /api/admin/messages/unread': {
    handler: async ({ user }) => json(await unreadThreads(user)),
  } satisfies Action<'GET /api/admin/messages/unread', undefined, UserRecord>,
  'GET /api/messages/count': {
    handler: async ({ user }) => json(messageCount(user)),
  } satisfies Action<'GET /api/messages/count', undefined, UserRecord>,
};
