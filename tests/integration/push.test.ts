import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushTicketSchema } from '@app/shared/push/push-message';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';

/**
 * The push channel (decision 016): a ticket from a signed-in call opens one WebSocket of the local
 * gateway, which runs the same socket handler as API Gateway; the stream poller runs the same
 * stream handler over DynamoDB Local's stream, and it posts through the local management API.
 */
beforeAll(() => useFunctionsEnv());

const ticketOf = async (token: string) => {
  const res = await call('POST', '/api/push/ticket', { token });
  expect(res.status).toBe(200);
  return pushTicketSchema.parse(res.body);
};

describe('POST /api/push/ticket', () => {
  it('answers a random single-use ticket and the socket URL of the gateway it was called through', async () => {
    const client = await newClient();
    const [first, second] = [await ticketOf(client.token), await ticketOf(client.token)];
    expect(first.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.ticket).not.toBe(second.ticket);
    expect(first.expires_in).toBe(30);
    expect(first.url).toMatch(/^ws:\/\/localhost:\d+\/ws$/);
    // Only its SHA-256 is stored.
    const { pushTicketEntity } = await import('@app/functions/push/push-ticket-record');
    const hash = createHash('sha256').update(first.ticket).digest('hex');
    expect(await pushTicketEntity.get(hash)).toMatchObject({ user_id: client.id, role: 'client' });
    expect(await pushTicketEntity.get(first.ticket)).toBeUndefined();
  });

  it('is refused without a session, and to a client waiting for approval', async () => {
    expect((await call('POST', '/api/push/ticket')).status).toBe(401);
    const pending = await newClient({ approve: false });
    const refused = await call('POST', '/api/push/ticket', { token: pending.token });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/en attente de validation/);
    expect((await call('POST', '/api/push/ticket', { token: await asAdmin() })).status).toBe(200);
  });
});
