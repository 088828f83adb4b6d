import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSecretsExtension, type FakeSecretsExtension } from '../../../../tests/support/secrets-extension';
import { clientAddress } from './client-address';
import { forgetOriginSecret, originRefusal } from './origin-check';

const ARN = 'arn:origin-for-client-address';
let extension: FakeSecretsExtension;

beforeAll(async () => {
  extension = await startFakeSecretsExtension();
  extension.secrets.set(ARN, { AWSCURRENT: 's3cret' });
});
afterAll(() => extension.stop());

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

/** The event after the origin check the domain handler runs first, with the secret's ARN set as in the cloud. */
async function checked(ev: APIGatewayProxyEventV2) {
  Object.assign(process.env, { ORIGIN_VERIFY_SECRET_ARN: ARN, PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port) });
  try {
    await originRefusal(ev);
  } finally {
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
    forgetOriginSecret();
  }
  return ev;
}

describe('clientAddress', () => {
  it('is the source address without CloudFront', () => {
    expect(clientAddress(event('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('ignores a viewer header that did not come through CloudFront', async () => {
    expect(clientAddress(event('203.0.113.7', { 'cloudfront-viewer-address': '198.51.100.1:443' }))).toBe(
      '203.0.113.7',
    );
    const wrong = await checked(event('203.0.113.7', { 'cloudfront-viewer-address': '198.51.100.1:443', 'x-origin-verify': 'nope' }));
    expect(clientAddress(wrong)).toBe('203.0.113.7');
  });

  it("reads the viewer's address behind CloudFront, IPv6 as its /64", async () => {
    const headers = { 'x-origin-verify': 's3cret' };
    const v4 = await checked(event('130.176.0.1', { ...headers, 'cloudfront-viewer-address': '198.51.100.1:50123' }));
    expect(clientAddress(v4)).toBe('198.51.100.1');
    const v6 = await checked(
      event('130.176.0.1', { ...headers, 'cloudfront-viewer-address': '2001:0db8:85a3:0000:0000:8a2e:0370:7334:46532' }),
    );
    expect(clientAddress(v6)).toBe('2001:db8:85a3:0::/64');
    expect(clientAddress(event('2001:db8::1'))).toBe('2001:db8:0:0::/64');
  });
});
