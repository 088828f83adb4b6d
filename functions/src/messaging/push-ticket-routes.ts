import type { Action } from '../lib/http/route-handler';
import { json } from '../lib/http/response';
import { issueTicket } from '../push/push-tickets';
import type { UserRecord } from '../users/user-record';

/** The push channel's ticket (decision 016), dispatched by the messaging Lambda (index.ts). */
export const pushTicketActions = {
  'POST /api/push/ticket': {
    handler: async ({ user, event }) => json(await issueTicket(user, event)),
  } satisfies Action<'POST /api/push/ticket', undefined, UserRecord>,
};
