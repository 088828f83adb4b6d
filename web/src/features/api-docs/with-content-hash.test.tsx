import { describe, expect, it } from 'vitest';
import { withContentHash } from './with-content-hash';

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

describe("Swagger UI's 'Try it out'", () => {
  it('sends the SHA-256 of a JSON body, its other headers kept', async () => {
    const body = '{"status":"termine"}';
    const sent = await withContentHash({
      url: '/api/admin/orders/o1/status',
      method: 'put',
      headers: { Authorization: 'Bearer t' },
      body,
    });
    expect(sent.headers['x-amz-content-sha256']).toBe(await sha256(body));
    expect(sent.headers.authorization).toBe('Bearer t');
    expect(sent.body).toBe(body);
  });

  it('leaves a GET as it is, and the fetch of the document (which names no method)', async () => {
    const sent = await withContentHash({ url: '/api/orders', method: 'get', headers: {} });
    expect(sent.headers['x-amz-content-sha256']).toBeUndefined();
    const document = await withContentHash({ url: '/api/openapi.json', headers: { Accept: 'application/json' } });
    expect(document).toEqual({ url: '/api/openapi.json', headers: { accept: 'application/json' }, body: undefined });
  });
});
