import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { throughCloudFront } from './origin-check';

/** An IPv6 address stands for its /64: one subscriber holds a whole /64. */
function network(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The caller's address, for per-address limits. Behind CloudFront the API sees CloudFront's
 * address, so the viewer's comes from `cloudfront-viewer-address` ("ip:port", set by CloudFront,
 * which overwrites any value the viewer sends) — trusted only when the origin check proved the
 * request came through CloudFront. Otherwise the connection's own address.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer && throughCloudFront(event)) return network(viewer.replace(/:\d+$/, ''));
  return network(event.requestContext?.http?.sourceIp ?? 'unknown');
}
