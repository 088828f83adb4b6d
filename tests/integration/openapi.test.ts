import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@app/shared/api/contract';
import { call } from './api';

/** GET /api/openapi.json: a valid OpenAPI 3.1 document of every route of the shared contract. */
type Parameter = { in: string; name: string; required?: boolean; schema: { maxLength?: number; pattern?: string; format?: string } };
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
let document: { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, any> };
let headers: Headers;

beforeAll(async () => {
  const res = await call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body;
  headers = res.headers;
});

const operationOf = (route: RouteDef) => document.paths[route.path]?.[route.method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is public and kept by shared caches', () => {
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(headers.get('content-type')).toMatch(/application\/json/);
  });

  it('is a document an independent OpenAPI 3.1 validator accepts', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const broken = structuredClone(document) as any;
    delete broken.paths['/api/orders'].get.responses['200'].description;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes every route of the contract, and no other', () => {
    const missing = routes.filter((route) => !operationOf(route)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const described = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(described).toBe(routes.length);
  });

  it('asks a bearer token on every route but the public ones', () => {
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    for (const route of routes as readonly RouteDef[]) {
      const expected = route.access === 'public' ? [] : [{ bearer: [] }];
      expect(operationOf(route)?.security, `${route.method} ${route.path}`).toEqual(expected);
    }
  });

  it('bounds every path parameter with its kind of id (decision 027)', () => {
    for (const route of routes as readonly RouteDef[]) {
      const inPath = (operationOf(route)?.parameters ?? []).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name), `${route.method} ${route.path}`).toEqual([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      for (const parameter of inPath) {
        expect(parameter.required).toBe(true);
        expect(parameter.schema.maxLength, `${route.path} {${parameter.name}}`).toBeLessThanOrEqual(58);
        expect(parameter.schema.pattern, `${route.path} {${parameter.name}}`).toBeTypeOf('string');
      }
    }
    const order = operationOf(routes.find((r) => r.path === '/api/orders/{id}') as RouteDef)?.parameters ?? [];
    expect(order.find((p) => p.name === 'id')?.schema).toMatchObject({ format: 'uuid', maxLength: 36 });
  });

  it('describes the French refusals as {detail}, with 401/403 off the public routes', () => {
    const detail = { $ref: '#/components/schemas/Detail' };
    const login = operationOf(routes.find((r) => r.path === '/api/auth/login') as RouteDef);
    // Public, but a disabled account's sign-in is a 403 (listed by the route itself).
    expect(Object.keys(login?.responses ?? {})).toEqual(['200', '400', '401', '403', '413', '415', '423', '429']);
    const deliver = document.paths['/api/admin/orders/{id}/deliver']?.post;
    for (const status of ['400', '401', '403', '404', '409', '413', '415']) {
      expect(deliver?.responses[status]?.content?.['application/json']?.schema, status).toEqual(detail);
    }
    expect(deliver?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Order',
    });
    expect(Object.keys(deliver?.responses['200'] ?? {})).toContain('content');
    expect(Object.keys(document.paths['/api/orders/{id}']?.get?.responses ?? {})).toContain('304');
  });
});
