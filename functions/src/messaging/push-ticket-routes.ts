import { twoFactorMessages } from '@app/shared/auth/two-factor';
import type { Action } from '../lib/http/route-handler';
import { forbidden } from '../lib/errors';
import { json } from '../lib/http/response';
import { issueTicket } from '../push/push-tickets';
import type { UserRecord } from '../users/user-record';

/**
 * The push channel's ticket (decision 016), dispatched by the messaging Lambda (index.ts). Its
 * access is `session`, so that a pending client's waiting screen hears of its approval (decision
 * 035); a token good only for setting up the second factor gets none, as on every `user` call.
 */
export const pushTicketActions = {
  'POST /api/push/ticket': {
    handler: async ({ user, event }) => {
      if (user.enrolling) throw forbidden(twoFactorMessages.enrolFirst);
      return json(await issueTicket(user, event));
    },
  } satisfies Action<'POST /api/push/ticket', undefined, UserRecord & { enrolling?: boolean }>,
};
