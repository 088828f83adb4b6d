import * as z from 'zod';
import { NOTIFICATIONS_MAX, NOTIFICATIONS_SHOWN } from '@app/shared/notifications/schemas';
import { json, matchesTag, notModified, revalidated } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { changesOf, deleteAllNotifications, listNotifications, markRead } from '../notifications/notifications-service';
import { createDomainHandler } from '../router';

const limitSchema = z.coerce
  .number({ error: 'Limite invalide' })
  .int('Limite invalide')
  .min(1, 'Limite invalide')
  .max(NOTIFICATIONS_MAX, `La limite est de ${NOTIFICATIONS_MAX} au plus`)
  .default(NOTIFICATIONS_SHOWN);

export const handler = createDomainHandler('messaging', {
  'GET /api/notifications': {
    handler: async ({ user, query }) => json(await listNotifications(user, validate(limitSchema, query.limit))),
  },
  'PUT /api/notifications/{id}/read': {
    handler: async ({ user, params }) => json({ detail: 'Notification lue', notification: await markRead(user, params.id) }),
  },
  'DELETE /api/notifications/all': {
    handler: async ({ user }) => json(await deleteAllNotifications(user)),
  },
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
