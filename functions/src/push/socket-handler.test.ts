import { describe, expect, it } from 'vitest';
import { handler, type PushSocketEvent } from './socket-handler';

const event = (routeKey: string, body?: string) =>
  ({ requestContext: { routeKey, connectionId: 'c1' }, ...(body !== undefined ? { body } : {}), isBase64Encoded: false }) as PushSocketEvent;

describe('socket handler, $default', () => {
  it('accepts the keepalive and answers anything else 400 with a French detail', async () => {
    expect((await handler(event('$default', '{"action":"ping"}'))).statusCode).toBe(200);
    for (const body of ['{"action":"subscribe"}', 'ping', '', '{"action":"ping","x":1}x']) {
      const refused = await handler(event('$default', body));
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body ?? '')).toEqual({ detail: 'Message non pris en charge' });
    }
  });

  it('refuses a $connect without a ticket before reading anything', async () => {
    expect((await handler(event('$connect'))).statusCode).toBe(401);
  });
});
