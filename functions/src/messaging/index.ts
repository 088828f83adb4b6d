import { json, matchesTag, notModified, revalidated } from '../lib/http/response';
import { changesOf, deleteAllNotifications, listNotifications, markRead } from '../notifications/notifications-service';
import { domainRoutes } from '@app/shared/api/route';
import { messagingRoutes } from '@app/shared/api/messaging';
import { createDomainHandler } from '../router';
import { orderChatActions } from './order-chat-routes';
import { pushTicketActions } from './push-ticket-routes';
import { supportChatActions } from './support-chat-routes';

export const handler = createDomainHandler(domainRoutes('messaging', messagingRoutes), {
  'GET /api/notifications': {
    handler: async ({ user, query }) => json(await listNotifications(user, query.limit)),
  },
  'PUT /api/notifications/{id}/read': {
    handler: async ({ user, params }) => json({ detail: 'Notification lue', notification: await markRead(user, params.id) }),
  },
  'DELETE /api/notifications/all': {
    handler: async ({ user }) => json(await deleteAllNotifications(user)),
  },
  ...supportChatActions,
  ...orderChatActions,
  ...pushTicketActions,
  'GET /api/changes': {
    // Answered from the account authentication has just read: no other database read.
    handler: async ({ user, event }) => {
      const changes = changesOf(user);
      const etag = `"${Object.values(changes).join('.')}"`;
      if (matchesTag(event.headers?.['if-none-match'], etag)) return notModified(etag);
      const result = json(changes);
      result.headers = { ...result.headers, ...revalidated(etag) };
      return result;
    },
  },
});
