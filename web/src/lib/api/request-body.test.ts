import { describe, expect, it } from 'vitest';
import { call } from './call';
import { callAt, json, serve, setUpApiTestEnvironment } from './api-test-support';
import { refreshTokens } from './token-refresh';

setUpApiTestEnvironment();

const sent = (index: number) => new Headers(callAt(index).init.headers);

/**
 * The API is an API Gateway REST API behind CloudFront (decision 031): nothing signs the calls,
 * so a body goes as it is, with a bearer token, as any other HTTP client would send it.
 */
describe('request bodies', () => {
  it('sends JSON as JSON, with no body hash', async () => {
    serve(() => json(200, { id: 'o1' }));
    await call('PUT /api/admin/orders/{id}/status', { params: { id: 'o1' }, body: { status: 'termine' } });
    expect(callAt(0).init.body).toBe('{"status":"termine"}');
    expect(sent(0).get('Content-Type')).toBe('application/json');
    expect(sent(0).has('x-amz-content-sha256')).toBe(false);
  });

  it('hands a FormData to fetch as it is (the browser writes its boundary)', async () => {
    serve(() => json(200, {}));
    const form = new FormData();
    form.set('name', 'Garage Dupont');
    await call('POST /api/client/logo', { body: form });
    expect(callAt(0).init.body).toBe(form);
    expect(sent(0).has('Content-Type')).toBe(false);
    expect(sent(0).has('x-amz-content-sha256')).toBe(false);
  });

  it('posts the refresh token as plain text', async () => {
    serve(() => json(200, { access_token: 'at2', refresh_token: 'rt2' }));
    await refreshTokens();
    expect(callAt(0).init.body).toBe('rt1');
    expect(sent(0).get('Content-Type')).toBe('text/plain');
    expect(sent(0).has('x-amz-content-sha256')).toBe(false);
  });
});
