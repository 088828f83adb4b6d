import { createServer, type IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restEventSample } from '@app/functions/lib/http/fixtures/rest-event';
import { toHttpEvent } from '@app/functions/lib/http/rest-event';
import { toRestEvent } from '../local/api-event';

/** The local gateway's event for one real HTTP request (infra/local/gateway.ts builds it the same way). */
let captured: Promise<APIGatewayProxyEvent>;
let url: string;
const server = createServer((req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const target = new URL(req.url ?? '/', 'http://localhost');
    captured = Promise.resolve(toRestEvent(req, target, Buffer.concat(chunks), { resource: '/api/orders/{id}/notes', params: { id: 'o 1' } }));
    res.end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const keysOf = (value: object) => Object.keys(value).sort();

describe("the local gateway's event", () => {
  it("has the REST API proxy event's fields, in its requestContext and identity too", async () => {
    await fetch(`${url}/api/orders/o%201/notes?tag=a&tag=b`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"note":"é"}' });
    const event = await captured;
    const sample = restEventSample();
    expect(keysOf(event)).toEqual(keysOf(sample));
    expect(keysOf(event.requestContext)).toEqual(keysOf(sample.requestContext));
    expect(keysOf(event.requestContext.identity)).toEqual(keysOf(sample.requestContext.identity));
  });

  it('reads as the cloud event does once made the 2.0 shape', async () => {
    await fetch(`${url}/api/orders/o%201/notes?tag=a&tag=b`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer abc', cookie: 'a=1; b=2' },
      body: '{"note":"é"}',
    });
    const local = toHttpEvent(await captured);
    const cloud = toHttpEvent(restEventSample());
    for (const field of ['routeKey', 'rawPath', 'rawQueryString', 'queryStringParameters', 'pathParameters', 'cookies', 'body', 'isBase64Encoded'] as const) {
      expect(local[field], field).toEqual(cloud[field]);
    }
    expect(local.headers).toMatchObject({ authorization: 'Bearer abc', 'content-type': 'application/json' });
    expect(local.requestContext.stage).toBe(cloud.requestContext.stage);
  });
});
