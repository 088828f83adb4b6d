import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { parseBody } from './body';
import { echoContentHandler } from './fixtures/domain-actions';
import { restEventSample } from './fixtures/rest-event';
import { isRestEvent, toHttpEvent } from './rest-event';

describe('toHttpEvent', () => {
  it("gives a REST API's event the 2.0 shape: the route key from the method and resource, decoded parameters", () => {
    const event = toHttpEvent(restEventSample());
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /api/orders/{id}/notes',
      rawPath: '/api/orders/o%201/notes',
      rawQueryString: 'tag=a&tag=b',
      queryStringParameters: { tag: 'a,b' },
      pathParameters: { id: 'o 1' },
      cookies: ['a=1', 'b=2'],
      isBase64Encoded: true,
      requestContext: { routeKey: 'PUT /api/orders/{id}/notes', stage: 'api', http: { method: 'PUT', sourceIp: '130.176.0.1' } },
    });
    expect(event.headers).toEqual({
      authorization: 'Bearer abc',
      'content-type': 'application/json',
      'cloudfront-viewer-address': '203.0.113.7:51000',
      'x-forwarded-for': '203.0.113.7, 130.176.0.1',
      'x-origin-verify': 'secret',
    });
  });

  it('reads the body the REST API took as binary', async () => {
    expect((await parseBody(toHttpEvent(restEventSample()))).fields).toEqual({ note: 'é' });
  });

  it('joins repeated headers with a comma, and passes a 2.0 event unchanged', () => {
    const sample = restEventSample();
    sample.multiValueHeaders = { ...sample.multiValueHeaders, Accept: ['text/html', 'application/json'] };
    expect(toHttpEvent(sample).headers.accept).toBe('text/html,application/json');
    const v2 = { version: '2.0', routeKey: 'GET /api/settings', rawPath: '/api/settings' } as unknown as APIGatewayProxyEventV2;
    expect(isRestEvent(v2)).toBe(false);
    expect(toHttpEvent(v2)).toBe(v2);
  });
});

describe('a domain handler given a REST event', () => {
  const handler = echoContentHandler();

  it("reaches the action of the method's resource, with API Gateway's path parameters", async () => {
    // A partner's id is a UUID (shared/src/api/params.ts): the router refuses any other before the action.
    const PARTNER = '2f1c6a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
    const event = { ...restEventSample(), httpMethod: 'GET', resource: '/api/partners/{id}/logo', path: `/api/partners/${PARTNER}/logo`, pathParameters: { id: PARTNER }, body: null, isBase64Encoded: false };
    const res = await handler(event, { awsRequestId: 'test' } as Context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.body))).toEqual({ route: 'GET /api/partners/{id}/logo', params: { id: PARTNER } });
    expect(res.headers?.['x-content-type-options']).toBe('nosniff');
  });
});
