import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

/** Issue 36: requests as the API accepts them, answers as it sends them (decision 028). */
type Json = Record<string, unknown>;
/** The document as served, read as parsed JSON (the assertions say what each part must be). */
const document = () => JSON.parse(JSON.stringify(openApiDocument()));
const bodyOf = (path: string, method: string) => document().paths[path][method].requestBody;

/** Every schema object of the document, with where it is. */
function* schemas(node: unknown, at = ''): Generator<[string, Json]> {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* schemas(item, `${at}/${i}`);
  else if (node && typeof node === 'object') {
    yield [at, node as Json];
    for (const [key, value] of Object.entries(node)) yield* schemas(value, `${at}/${key}`);
  }
}

describe('the OpenAPI document of the contract', () => {
  it('requires of a new order only what the API requires: the optional choices may be left out', () => {
    const json = bodyOf('/api/orders', 'post').content['application/json'].schema;
    expect(json.required).toEqual(['vehicle_brand', 'vehicle_model', 'vehicle_year', 'registration', 'engine']);
    expect(Object.keys(json.properties)).toEqual(expect.arrayContaining(['fuel_type', 'gearbox_type', 'file_origin', 'read_method']));
  });

  it('describes JSON, multipart (with the file where the route takes one) and url-encoded bodies', () => {
    expect(Object.keys(bodyOf('/api/orders', 'post').content)).toEqual([
      'application/json',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ]);
    expect(bodyOf('/api/orders', 'post').content['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(bodyOf('/api/admin/categories', 'post').content)).toContain('multipart/form-data');
    expect(Object.keys(bodyOf('/api/client/logo', 'post').content)).toEqual(['multipart/form-data']);
  });

  it('marks a body required only when its schema refuses the empty one', () => {
    expect(bodyOf('/api/admin/invoicing/seller', 'put').required).toBe(false);
    expect(bodyOf('/api/admin/settings', 'put').required).toBe(false);
    expect(bodyOf('/api/auth/login', 'post').required).toBe(true);
  });

  it('takes the refresh token as {refresh_token} JSON or bare text, never a JSON string', () => {
    const refresh = bodyOf('/api/auth/refresh', 'post');
    expect(refresh.required).toBe(true);
    expect(refresh.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { refresh_token: { type: 'string', maxLength: 2048 } },
      required: ['refresh_token'],
    });
    expect(refresh.content['text/plain'].schema).toMatchObject({ type: 'string', maxLength: 2048 });
  });

  it('types every amount sent (number or typed text, in euros) and leaves no empty schema in a request', () => {
    const discount = bodyOf('/api/admin/clients/{id}/discounts', 'post').content['application/json'].schema;
    expect(discount.properties.discount_value.anyOf).toEqual([
      { type: 'number', minimum: 0, maximum: 999_999.99 },
      { type: 'string', maxLength: 50, minLength: 1 },
    ]);
    const user = bodyOf('/api/admin/users', 'post').content['application/json'].schema;
    expect(user.properties.solde.anyOf.map((s: Json) => s.type)).toEqual(['number', 'string', 'null']);
    const empty = [...schemas(document().paths)].filter(([at, s]) => /\/properties\/[^/]+$/.test(at) && Object.keys(s).length === 0);
    expect(empty.map(([at]) => at)).toEqual([]);
  });

  it('gives every integer a format and every 429 its Retry-After', () => {
    const integers = [...schemas(document())].filter(([, s]) => String(s.type) === 'integer');
    expect(integers.length).toBeGreaterThan(50);
    expect(integers.filter(([, s]) => !['int32', 'int64'].includes(String(s.format))).map(([at]) => at)).toEqual([]);
    const login = document().paths['/api/auth/login'].post.responses['429'];
    expect(login.headers['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } });
  });

  it('names a same-origin server, a tag per domain, and who may call each operation', () => {
    const doc = document();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.tags.map((t: Json) => t.name)).toEqual(['auth', 'accounts', 'catalog', 'orders', 'content', 'messaging', 'invoices', 'credits']);
    expect(doc.paths['/api/admin/users'].get.description).toBe('Un administrateur.');
    expect(Object.keys(doc.components.schemas)).not.toContain('Service');
  });
});
