import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../routes';
import { compileRoutes, matchRoute, routeEvent } from './route-match';

const table = compileRoutes([
  'GET /api/orders',
  'POST /api/orders',
  'GET /api/orders/{id}',
  'GET /api/orders/{id}/download/{version}',
  'DELETE /api/notifications/all',
  'PUT /api/notifications/{id}',
]);

describe('matchRoute', () => {
  it('matches a literal template and a template with parameters, decoding them', () => {
    expect(matchRoute(table, 'GET', '/api/orders')).toEqual({ key: 'GET /api/orders', params: {} });
    expect(matchRoute(table, 'GET', '/api/orders/o%201/download/3')).toEqual({
      key: 'GET /api/orders/{id}/download/{version}',
      params: { id: 'o 1', version: '3' },
    });
  });

  it('prefers a literal segment to a parameter, whatever the order of the table', () => {
    expect(matchRoute(table, 'DELETE', '/api/notifications/all')).toEqual({ key: 'DELETE /api/notifications/all', params: {} });
    expect(matchRoute(table, 'PUT', '/api/notifications/all')).toEqual({ key: 'PUT /api/notifications/{id}', params: { id: 'all' } });
  });

  it('refuses a trailing slash, an empty segment and another case (404: no method)', () => {
    for (const path of ['/api/orders/', '/api/orders//download/1', '/API/orders', '/api/orders/o1/']) {
      expect(matchRoute(table, 'GET', path), path).toEqual({ key: null, allow: [] });
    }
  });

  it('answers the methods of a path declared with others only (405)', () => {
    expect(matchRoute(table, 'DELETE', '/api/orders')).toEqual({ key: null, allow: ['GET', 'POST'] });
  });

  it('throws URIError on a broken escape', () => {
    expect(() => matchRoute(table, 'GET', '/api/orders/%E0%A4%A')).toThrow(URIError);
  });

  it('finds every route of the contract from its own path', () => {
    const all = compileRoutes(routes.map(routeKey));
    for (const route of routes) {
      const path = route.path.replace(/\{(\w+)\}/g, 'x-$1');
      expect(matchRoute(all, route.method, path).key, routeKey(route)).toBe(routeKey(route));
    }
  });
});

const urlEvent = (method: string, rawPath: string) =>
  ({ routeKey: '$default', rawPath, headers: {}, requestContext: { routeKey: '$default', http: { method } } }) as unknown as APIGatewayProxyEventV2;

describe('routeEvent', () => {
  it("gives a function URL's event its route key and path parameters, in place", () => {
    const event = urlEvent('GET', '/api/orders/o1');
    expect(routeEvent(event, table)).toBeUndefined();
    expect(event).toMatchObject({ routeKey: 'GET /api/orders/{id}', pathParameters: { id: 'o1' }, requestContext: { routeKey: 'GET /api/orders/{id}' } });
  });

  it('keeps an API Gateway route key as it is', () => {
    const event = { ...urlEvent('GET', '/ignored'), routeKey: 'GET /api/orders/{id}', pathParameters: { id: 'o2' } };
    expect(routeEvent(event, table)).toBeUndefined();
    expect(event.pathParameters).toEqual({ id: 'o2' });
  });

  it('answers an unknown path with the JSON 404, a known path with another method with 405 and Allow', () => {
    const unknown = routeEvent(urlEvent('GET', '/api/nothing'), table);
    expect(unknown?.statusCode).toBe(404);
    expect(JSON.parse(String(unknown?.body))).toEqual({ detail: 'Ressource introuvable' });
    const wrongMethod = routeEvent(urlEvent('PATCH', '/api/orders'), table);
    expect(wrongMethod?.statusCode).toBe(405);
    expect(wrongMethod?.headers?.allow).toBe('GET, POST');
    expect(JSON.parse(String(wrongMethod?.body))).toEqual({ detail: 'Méthode non autorisée' });
  });

  it('answers 400 for a broken escape and 404 for a route key of another table', () => {
    expect(routeEvent(urlEvent('GET', '/api/orders/%E0%A4%A'), table)?.statusCode).toBe(400);
    expect(routeEvent({ ...urlEvent('GET', '/api/x'), routeKey: 'GET /api/x' }, table)?.statusCode).toBe(404);
  });
});
