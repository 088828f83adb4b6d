import { describe, expect, it } from 'vitest';
import { call } from './call';
import { callAt, json, serve, setUpApiTestEnvironment } from './api-test-support';
import { refreshTokens } from './token-refresh';

setUpApiTestEnvironment();

/** What Lambda checks behind origin access control: the SHA-256 of the bytes received. */
const sha256 = async (data: Uint8Array | string) => {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
const sent = (index: number) => new Headers(callAt(index).init.headers);
const bytesOf = async (body: BodyInit | null | undefined) => new Uint8Array(await new Response(body).arrayBuffer());

describe('x-amz-content-sha256 on calls with a body', () => {
  it('is the hash of the JSON sent', async () => {
    serve(() => json(200, { id: 'o1' }));
    await call('PUT /api/admin/orders/{id}/status', { params: { id: 'o1' }, body: { status: 'termine' } });
    expect(sent(0).get('x-amz-content-sha256')).toBe(await sha256('{"status":"termine"}'));
  });

  it('is the hash of the empty body on a POST without one, and absent on a GET', async () => {
    serve(() => json(200, {}));
    await call('POST /api/push/ticket');
    await call('GET /api/order-counts');
    expect(sent(0).get('x-amz-content-sha256')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sent(1).has('x-amz-content-sha256')).toBe(false);
  });

  it('sends a multipart body as the bytes it hashed, with the boundary of those bytes', async () => {
    serve(() => json(200, {}));
    const form = new FormData();
    form.set('name', 'Garage Dupont');
    form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'logo.png');
    await call('POST /api/client/logo', { body: form });
    const { init } = callAt(0);
    const bytes = await bytesOf(init.body);
    const type = sent(0).get('Content-Type') ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(bytes)).toContain(type.split('boundary=')[1]);
    expect(new TextDecoder().decode(bytes)).toContain('Garage Dupont');
    expect(sent(0).get('x-amz-content-sha256')).toBe(await sha256(bytes));
  });

  it('is on the token refresh too (its body is the refresh token)', async () => {
    serve(() => json(200, { access_token: 'at2', refresh_token: 'rt2' }));
    await refreshTokens();
    expect(callAt(0).init.body).toBe('rt1');
    expect(sent(0).get('x-amz-content-sha256')).toBe(await sha256('rt1'));
  });
});
