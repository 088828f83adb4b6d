import { describe, expect, it } from 'vitest';
import { pathParamSchemas, routeKey, routes, type PathParamSchema, type RouteDef } from '@app/shared/api/contract';
import { asAdmin, call, newClient } from './api';
import { unknownIds, wellFormedIds } from './well-formed-ids';

/**
 * Every path parameter of the contract is read through its schema before anything else: an id
 * that cannot exist (oversized, malformed) is the route's 404 with its own not-found message,
 * never a DynamoDB call (a key past its size limit answered 500 before, issue 36).
 */

/** Ids that cannot exist, as sent in the path. */
const impossible = [
  { label: '3,000 bytes', id: 'x'.repeat(3000) },
  { label: '1,200 bytes', id: encodeURIComponent('é'.repeat(600)) },
  { label: 'malformed', id: 'inconnu' },
  { label: 'a key separator', id: encodeURIComponent('a#b|c') },
];

const withParams = (routes as readonly RouteDef[]).filter((route) => route.path.includes('{'));
const tokenFor = async (route: RouteDef, client: string) =>
  route.access === 'public' ? undefined : route.access === 'admin' ? await asAdmin() : client;
const fill = (route: RouteDef, ids: Record<string, string>) => route.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
/** The not-found message the schema gives every id it refuses. */
const messageOf = (schema: PathParamSchema) => schema.safeParse('').error?.issues[0]?.message;

describe('path ids', () => {
  it('every route with a path parameter declares its schema, with a well-formed example here', () => {
    expect(withParams.length).toBeGreaterThan(40);
    for (const route of withParams) {
      for (const [name, schema] of pathParamSchemas(route)) {
        expect(wellFormedIds.has(schema), `${routeKey(route)} {${name}}`).toBe(true);
        expect(messageOf(schema), `${routeKey(route)} {${name}}`).toMatch(/introuvable|non trouvée/);
      }
    }
  });

  it('an id of 3,000 or 1,200 bytes, or malformed, answers the route\'s 404 {detail} on every route', async () => {
    const client = (await newClient()).token;
    const problems: string[] = [];
    for (const route of withParams) {
      const token = await tokenFor(route, client);
      const schemas = pathParamSchemas(route);
      const known = unknownIds(route);
      // The same route with well-formed ids of nothing: where it answers 404, with the same message.
      const unknown = await call(route.method, fill(route, known), { token });
      for (const [name, schema] of schemas) {
        for (const { label, id } of impossible) {
          const res = await call(route.method, fill(route, { ...known, [name]: id }), { token });
          const where = `${routeKey(route)} {${name}} ${label}`;
          if (res.status !== 404 || res.body?.detail !== messageOf(schema)) {
            problems.push(`${where} -> ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
          }
          // Only the first parameter reaches the unknown answer's lookup: the later ones are judged first.
          if (name === schemas[0]![0] && unknown.status === 404 && unknown.body.detail !== res.body?.detail) {
            problems.push(`${where}: "${res.body?.detail}" where a well-formed unknown id answers "${unknown.body.detail}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('an impossible id is judged once the token is: 401 without one, 404 with a client\'s on an admin route', async () => {
    const path = `/api/admin/users/${'x'.repeat(3000)}`;
    expect((await call('DELETE', path)).status).toBe(401);
    const res = await call('DELETE', path, { token: (await newClient()).token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Utilisateur introuvable' });
  });
});
