import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { linkAnswer, wantsJson } from './link';

const event = (accept?: string) => ({ headers: accept ? { accept } : {} }) as unknown as APIGatewayProxyEventV2;

describe('file links', () => {
  it('answers JSON for ?format=json or Accept: application/json, else a 302', () => {
    expect(wantsJson({ format: 'json' }, undefined)).toBe(true);
    expect(wantsJson({}, 'application/json, text/plain, */*')).toBe(true);
    expect(wantsJson({}, 'text/html,image/avif,*/*;q=0.8')).toBe(false);
    expect(wantsJson({ format: 'xml' }, undefined)).toBe(false);

    const link = { url: 'http://s3.local/x?sig=1' };
    expect(linkAnswer(link, { query: {}, event: event() })).toMatchObject({
      statusCode: 302,
      headers: { location: link.url },
    });
    const asJson = linkAnswer(link, { query: {}, event: event('application/json') });
    expect(asJson.statusCode).toBe(200);
    expect(JSON.parse(String(asJson.body))).toEqual(link);
  });
});
