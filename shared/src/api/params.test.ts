import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { pathParamNames, pathParamSchemas, routeKey, routes } from './contract';
import { pathParams } from './params';

const time = Date.UTC(2026, 10, 28).toString(36).padStart(9, '0');

/** Ids as the functions make them (each generator's shape), one or more per schema. */
const made: Record<keyof typeof pathParams, string[]> = {
  userId: [randomUUID()],
  clientId: [randomUUID()],
  orderId: [randomUUID()],
  categoryId: [randomUUID()],
  serviceId: [randomUUID()],
  discountKeyPart: [randomUUID()],
  partnerId: [randomUUID()],
  packId: [randomUUID()],
  sessionId: [randomUUID()],
  notificationId: [`${time}-${randomUUID()}`, `${time}-order-${randomUUID()}`],
  chatMessageId: [`${time}-${randomUUID()}`],
  exportId: [`${time}-${randomUUID().slice(0, 8)}`],
  invoiceNumber: ['FA-2026-000001', 'AV-2027-001234', 'FA-2026-1000000'],
  version: ['original', 'v1', 'v9999', 'sav'],
};

const impossible = ['', 'inconnu', 'x'.repeat(1200), 'é'.repeat(1500), 'x'.repeat(3000), '../x', 'a#b', 'v0', 'FA-26-1'];

describe('path parameter schemas', () => {
  it('declare every {segment} of every route, and no other', () => {
    for (const route of routes) {
      const schemas = pathParamSchemas(route);
      expect(schemas.map(([name]) => name), routeKey(route)).toEqual(pathParamNames(route.path));
    }
    expect(() => pathParamSchemas({ method: 'GET', path: '/a/{id}' })).toThrow(/no schema for \{id\}/);
    expect(() => pathParamSchemas({ method: 'GET', path: '/a', params: { id: pathParams.orderId } })).toThrow(/no \{id\}/);
  });

  for (const [name, schema] of Object.entries(pathParams)) {
    it(`${name}: takes the ids the functions make, refuses the rest with one not-found message`, () => {
      for (const id of made[name as keyof typeof pathParams]) expect(schema.safeParse(id).success, id).toBe(true);
      const messages = new Set<string | undefined>();
      for (const id of [...impossible, undefined, 42, `${made[name as keyof typeof pathParams][0]}x`]) {
        const parsed = schema.safeParse(id);
        expect(parsed.success, String(id).slice(0, 40)).toBe(false);
        messages.add(parsed.error?.issues[0]?.message);
      }
      expect(messages.size).toBe(1);
      expect([...messages][0]).toMatch(/introuvable|non trouvée/);
    });
  }

  it('are bounded in the document (maxLength on each)', () => {
    for (const schema of Object.values(pathParams)) {
      const json = z.toJSONSchema(schema) as { maxLength?: number; pattern?: string };
      expect(json.maxLength).toBeLessThanOrEqual(58);
      expect(json.pattern).toBeTypeOf('string');
    }
  });
});
