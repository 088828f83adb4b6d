import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const event = (sourceIp: string, headers: Record<string, string> = {}) =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
});

describe('clientAddress', () => {
  it('is the source address without CloudFront', () => {
    expect(clientAddress(event('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('ignores a viewer header that did not come through CloudFront', () => {
    expect(clientAddress(event('203.0.113.7', { 'cloudfront-viewer-address': '198.51.100.1:443' }))).toBe(
      '203.0.113.7',
    );
    process.env.ORIGIN_VERIFY_SECRET = 's3cret';
    expect(
      clientAddress(
        event('203.0.113.7', { 'cloudfront-viewer-address': '198.51.100.1:443', 'x-origin-verify': 'nope' }),
      ),
    ).toBe('203.0.113.7');
  });

  it("reads the viewer's address behind CloudFront, IPv6 as its /64", () => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret';
    const headers = { 'x-origin-verify': 's3cret' };
    expect(clientAddress(event('130.176.0.1', { ...headers, 'cloudfront-viewer-address': '198.51.100.1:50123' }))).toBe(
      '198.51.100.1',
    );
    expect(
      clientAddress(
        event('130.176.0.1', {
          ...headers,
          'cloudfront-viewer-address': '2001:0db8:85a3:0000:0000:8a2e:0370:7334:46532',
        }),
      ),
    ).toBe('2001:db8:85a3:0::/64');
    expect(clientAddress(event('2001:db8::1'))).toBe('2001:db8:0:0::/64');
  });
});
