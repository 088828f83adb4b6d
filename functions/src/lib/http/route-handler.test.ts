import * as z from 'zod/mini';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '@app/shared/api/accounts';
import { authRoutes } from '@app/shared/api/auth';
import { contentRoutes } from '@app/shared/api/content';
import { domainRoutes } from '@app/shared/api/route';
import { registerSchema } from '@app/shared/auth/schemas';
import { createDomainHandler, echoContentHandler, routesOf, standInActions } from './fixtures/domain-actions';
import { defineRouter } from './route-handler';

const PARTNER = '0b8f4a52-3c1e-4d2a-9f6b-7e5d4c3b2a19';
/** An action for every auth route, each with the contract's body schema but register's, given. */
const authActions = (registerBody: z.ZodMiniType) =>
  standInActions('auth', undefined, (key) => (key === 'POST /api/auth/register' ? registerBody : undefined));

describe('createDomainHandler', () => {
  it("takes actions that validate with the contract's body schemas", () => {
    expect(() =>
      createDomainHandler(domainRoutes('auth', authRoutes), authActions(registerSchema) as never),
    ).not.toThrow();
  });

  it('refuses an action whose body schema is not the contract one, even an equal copy', () => {
    const copy = z.extend(registerSchema, {});
    expect(() => createDomainHandler(domainRoutes('auth', authRoutes), authActions(copy) as never)).toThrow(
      /not the contract's/,
    );
  });

  it("refuses actions whose routes were not given (a domain's route file left out)", () => {
    // The accounts domain also has routes in audit.ts and privacy.ts.
    const accountActions = standInActions('accounts');
    expect(() => createDomainHandler(domainRoutes('accounts', accountRoutes), accountActions)).toThrow(
      /No accounts route given for .*GET \/api\/admin\/clients\/\{id\}\/audit/,
    );
  });
});

describe('the chain parses the query with the contract', () => {
  const seen: unknown[] = [];
  const contentActions = standInActions('content', async ({ query }) => {
    seen.push(query);
    return { statusCode: 200, body: '' };
  });
  const handler = createDomainHandler(domainRoutes('content', contentRoutes), contentActions);
  const logo = (query: Record<string, string>) =>
    handler(
      {
        routeKey: 'GET /api/partners/{id}/logo',
        rawPath: `/api/partners/${PARTNER}/logo`,
        headers: {},
        pathParameters: { id: PARTNER },
        queryStringParameters: query,
        isBase64Encoded: false,
        requestContext: { http: { method: 'GET' } },
      } as unknown as APIGatewayProxyEventV2,
      { awsRequestId: 'test' } as Context,
    );

  it('hands the action the parsed query, without undeclared keys', async () => {
    expect((await logo({ format: 'json', extra: 'x' })).statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ format: 'json' });
  });

  it('refuses a query the contract refuses, in French, before the action', async () => {
    const before = seen.length;
    const res = await logo({ format: 'xml' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(String(res.body)).detail).toMatch(/format/);
    expect(seen.length).toBe(before);
  });
});

describe("a function URL's event (routeKey $default)", () => {
  const handler = echoContentHandler();
  const send = (method: string, rawPath: string) =>
    handler(
      {
        routeKey: '$default',
        rawPath,
        headers: {},
        isBase64Encoded: false,
        requestContext: { routeKey: '$default', http: { method } },
      } as unknown as APIGatewayProxyEventV2,
      { awsRequestId: 'test' } as Context,
    );

  it('reaches the action of its method and path, with the path parameters', async () => {
    const res = await send('GET', `/api/partners/${PARTNER}/logo`);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.body))).toEqual({ route: 'GET /api/partners/{id}/logo', params: { id: PARTNER } });
  });

  it("answers an id that cannot exist with the route's own 404, before the account is read and the action", async () => {
    let loaded = 0;
    const guarded = defineRouter(async (_event, _access, beforeLoad) => {
      beforeLoad?.();
      loaded += 1;
      return { id: 'a', role: 'admin', status: 'approved' };
    }).createDomainHandler({ domain: 'content', routes: routesOf('content') }, standInActions('content'));
    for (const id of ['p9', 'x'.repeat(3000), `${PARTNER}0`, PARTNER.toUpperCase().replace(/-/g, '_'), '%00']) {
      const res = await guarded(
        {
          routeKey: '$default',
          rawPath: `/api/admin/partners/${id}`,
          headers: {},
          isBase64Encoded: false,
          requestContext: { routeKey: '$default', http: { method: 'DELETE' } },
        } as unknown as APIGatewayProxyEventV2,
        { awsRequestId: 'test' } as Context,
      );
      expect(res.statusCode, id.slice(0, 40)).toBe(404);
      expect(JSON.parse(String(res.body))).toEqual({ detail: 'Partenaire introuvable' });
    }
    expect(loaded).toBe(0);
  });

  it('answers a path of no route of the domain with the JSON 404, and a wrong method with 405', async () => {
    const missing = await send('GET', '/api/orders');
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(String(missing.body))).toEqual({ detail: 'Ressource introuvable' });
    expect(missing.headers?.['x-content-type-options']).toBe('nosniff');
    const wrong = await send('POST', '/api/settings');
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers?.allow).toBe('GET');
  });
});
