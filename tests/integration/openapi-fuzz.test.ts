import { beforeAll, describe, expect, it } from 'vitest';
import { randomSource } from '../support/random-source';
import { apiUrl, callFrom, newAdmin, newClient, readAnswer } from './api';
import { checkContract } from './contract';
import { checkAgainstDocument, openApiDocument, type OpenApiDocument, type OperationObject } from './openapi-conformance';

/**
 * A bounded fuzz driven by the OpenAPI document the API serves (decision 028): for every
 * operation, a fixed number of requests built from its parameters' and body's schemas, valid in
 * shape or just past a bound (maxLength + 1, unknown enum values, missing required fields, wrong
 * types, negative and huge numbers, impossible dates, bodies that are not objects), with the
 * token its `x-access` asks for, and one without a token. Every answer must be no 5xx and
 * conform to the document (status listed, body valid) and to the contract.
 *
 * Seeded: FUZZ_SEED (default 36) reproduces a run, FUZZ_CASES (default 6) sets the requests per
 * operation. A path parameter is made longer than its bound only where the document bounds it;
 * FUZZ_HUGE_IDS=1 sends ids of 2,100 characters to every path parameter.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 36);
const CASES = Number(process.env.FUZZ_CASES ?? 6);
const HUGE_IDS = process.env.FUZZ_HUGE_IDS === '1';
/** Requests in flight at once (the order they are drawn in stays the seed's). */
const PARALLEL = 4;

type Random = ReturnType<typeof randomSource>;

/** A version-4-shaped UUID from the seed (crypto.randomUUID would not reproduce). */
const uuid = (random: Random) =>
  'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => (c === 'x' ? random.int(0, 15) : 8 + random.int(0, 3)).toString(16));

/**
 * Operations whose valid-shaped requests would change what every other test file shares (the
 * security policy, the settings, the seller, the workshop's hours and status, the catalogue, the account lists) or end the fuzz's
 * own accounts: they get only requests the document says are refused (past a bound, an unknown
 * value, no token), never a body that could be taken.
 */
const SHARED_STATE = new Set([
  'PUT /api/admin/security/policy',
  'PUT /api/admin/settings',
  'PUT /api/admin/invoicing/seller',
  'PUT /api/admin/workshop',
  'PUT /api/admin/workshop/status',
  'DELETE /api/admin/workshop/status',
  'POST /api/admin/categories',
  'POST /api/admin/partners',
  'POST /api/admin/users',
  'POST /api/admin/administrators',
  'POST /api/auth/register',
  'POST /api/client/privacy/erasure-request',
  'DELETE /api/auth/totp',
  'POST /api/auth/totp/enable',
]);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

let document: OpenApiDocument;
const resolve = (schema: Schema | undefined): Schema => {
  let s = schema ?? {};
  while (s.$ref) s = document.components.schemas[s.$ref.replace('#/components/schemas/', '')] as Schema;
  return s;
};

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A day as the contract's query dates take it (`^\d{4}-\d{2}-\d{2}$`). */
const isDatePattern = (schema: Schema) => schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$';
const pad = (n: number) => String(n).padStart(2, '0');

const letters = 'abcdefghijklmnopqrstuvwxyzéèàç0123456789 -';
const text = (random: Random, length: number) =>
  Array.from({ length }, () => letters[random.int(0, letters.length - 1)]).join('');

/** A value the schema describes (within its bounds, a plausible shape for its format). */
function valid(random: Random, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return valid(random, random.pick(alternatives), depth);
  const type = random.pick(typesOf(schema).length ? typesOf(schema) : ['string']);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.next() < 0.5;
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1000) - 1, min + 1000);
      return random.int(Math.ceil(min), Math.floor(max));
    }
    case 'array': {
      if (depth > 3) return [];
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return Array.from({ length: count }, () => valid(random, schema.items, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.next() < 0.5) value[key] = valid(random, property, depth + 1);
      }
      return value;
    }
    default: {
      if (schema.format === 'email') return `fuzz-${random.int(0, 1e9)}@garage.test`;
      if (schema.format === 'uuid') return uuid(random);
      if (schema.format === 'date' || isDatePattern(schema)) return `2026-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
      if (schema.format === 'date-time') return '2026-11-28T10:00:00.000Z';
      const min = schema.minLength ?? 1;
      return text(random, random.int(min, Math.min(schema.maxLength ?? 40, min + 40)));
    }
  }
}

/** Where a value can be pushed past the schema's bounds, each a way to break it. */
function pastBounds(random: Random, raw: Schema | undefined): unknown[] {
  const schema = resolve(raw);
  const found: unknown[] = [];
  const all = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(resolve);
  for (const s of all) {
    if (s.maxLength !== undefined) found.push('x'.repeat(s.maxLength + 1));
    if (s.enum) found.push('valeur-inconnue');
    if (typesOf(s).some((t) => t === 'integer' || t === 'number')) found.push(-1, 2 ** 64, 1.5, 'douze');
    if (s.format === 'date' || s.format === 'date-time' || isDatePattern(s)) found.push('2026-13-45', '2026-02-30', '0000-00-00');
    if (typesOf(s).includes('string')) found.push(12345, { objet: true });
    if (typesOf(s).includes('boolean')) found.push('peut-être');
    if (typesOf(s).includes('array')) found.push('pas une liste', Array.from({ length: (s.maxItems ?? 200) + 1 }, () => 'x'));
  }
  if (!found.length) found.push({ objet: true });
  return [random.pick(found)];
}

type Mutation = 'valid' | 'past-bound' | 'missing' | 'not-object' | 'bad-query' | 'bad-id';

interface Built {
  label: string;
  path: string;
  body?: { contentType: string; bytes: Buffer<ArrayBuffer> };
}

const jsonBody = (value: unknown) => ({ contentType: 'application/json', bytes: Buffer.from(JSON.stringify(value)) });

async function multipartBody(fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const encoded = new Response(form);
  return {
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    bytes: Buffer.from(await encoded.arrayBuffer()),
  };
}

function pathWith(random: Random, template: string, operation: OperationObject, mutation: Mutation): string {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
  let path = template;
  for (const param of params) {
    const schema = resolve(param.schema as Schema);
    let value = String(valid(random, schema));
    if (mutation === 'bad-id') {
      const choices = ['../admin', '%00', ' ', 'é'.repeat(50), uuid(random).toUpperCase()];
      if (schema.maxLength !== undefined) choices.push('x'.repeat(schema.maxLength + 1), 'x'.repeat(2100));
      if (HUGE_IDS) choices.push('x'.repeat(2100));
      value = random.pick(choices);
    } else if (!schema.format && schema.maxLength === undefined) {
      value = uuid(random);
    }
    path = path.replace(`{${param.name}}`, encodeURIComponent(value));
  }
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pairs: [string, string][] = [];
  for (const param of query) {
    const take = param.required || random.next() < 0.4 || (mutation === 'bad-query' && random.next() < 0.6);
    if (!take) continue;
    const value = mutation === 'bad-query' && random.next() < 0.7 ? pastBounds(random, param.schema as Schema)[0] : valid(random, param.schema as Schema);
    pairs.push([param.name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  return pairs.length ? `${path}?${new URLSearchParams(pairs)}` : path;
}

async function build(random: Random, key: string, template: string, operation: OperationObject, mutation: Mutation): Promise<Built> {
  const path = pathWith(random, template, operation, mutation);
  const content = operation.requestBody?.content ?? {};
  const schema = resolve((content['application/json'] ?? content['multipart/form-data'])?.schema as Schema);
  if (!operation.requestBody) return { label: mutation, path };
  if (content['text/plain'] && random.next() < 0.3) {
    return { label: `${mutation} text`, path, body: { contentType: 'text/plain', bytes: Buffer.from(mutation === 'valid' ? text(random, 40) : 'x'.repeat(5000)) } };
  }
  let fields = valid(random, schema) as Record<string, unknown>;
  if (typeof fields !== 'object' || fields === null) fields = {};
  const keys = Object.keys(schema.properties ?? {});
  if (mutation === 'past-bound' && keys.length) {
    const field = random.pick(keys);
    fields = { ...fields, [field]: pastBounds(random, schema.properties?.[field])[0] };
  } else if (mutation === 'missing' && schema.required?.length) {
    const { [random.pick(schema.required)]: _dropped, ...rest } = fields;
    fields = rest;
  } else if (mutation === 'not-object') {
    return { label: mutation, path, body: jsonBody(random.pick([[], 'texte', null, 12, [fields]])) };
  }
  const multipart = content['multipart/form-data'] && (!content['application/json'] || random.next() < 0.25);
  return { label: `${mutation}${multipart ? ' multipart' : ''}`, path, body: multipart ? await multipartBody(fields) : jsonBody(fields) };
}

/** One request from the fuzz's own address (its failed logins count against it, not the suite's). */
async function send(address: string, method: string, path: string, token: string | undefined, body: Built['body']) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = body.contentType;
  return readAnswer(await callFrom(address, method, path, { headers, body: body?.bytes }));
}

describe('a seeded fuzz of every operation of the OpenAPI document', () => {
  let tokens: Record<string, string | undefined>;

  beforeAll(async () => {
    document = await openApiDocument(apiUrl());
    const client = await newClient();
    const admin = await newAdmin();
    tokens = { public: undefined, session: client.token, user: client.token, client: client.token, admin };
  });

  it(`answers every request with no 5xx and as documented (seed ${SEED}, ${CASES} requests per operation)`, async () => {
    const random = randomSource(SEED);
    const address = `127.${random.int(1, 254)}.${random.int(0, 255)}.${random.int(2, 254)}`;
    // Every request is drawn first, in order, from the seed; then sent a few at a time.
    const planned: { key: string; method: string; token: string | undefined; built: Built }[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [lower, operation] of Object.entries(item)) {
        const method = lower.toUpperCase();
        const key = `${method} ${template}`;
        const hasPathParams = (operation.parameters ?? []).some((p) => p.in === 'path');
        const hasQuery = (operation.parameters ?? []).some((p) => p.in === 'query');
        const body = operation.requestBody !== undefined;
        const kinds: Mutation[] = [
          ...(SHARED_STATE.has(key) ? [] : (['valid', 'valid'] as Mutation[])),
          ...(body ? (['past-bound', 'past-bound', 'missing', 'not-object'] as Mutation[]) : []),
          ...(hasQuery ? (['bad-query', 'bad-query'] as Mutation[]) : []),
          ...(hasPathParams ? (['bad-id', 'bad-id'] as Mutation[]) : []),
        ];
        if (!kinds.length) kinds.push('valid');
        const cases: { mutation: Mutation; token: string | undefined }[] = [];
        for (let i = 0; i < CASES; i++) cases.push({ mutation: random.pick(kinds), token: tokens[operation['x-access']] });
        if (operation['x-access'] !== 'public') cases.push({ mutation: kinds[0] as Mutation, token: undefined });
        for (const { mutation, token } of cases) {
          planned.push({ key, method, token, built: await build(random, key, template, operation, mutation) });
        }
      }
    }
    const failures: string[] = [];
    let sent = 0;
    // The operations that took a request, and those that refused one: the fuzz reaches both sides.
    const answered = new Set<string>();
    const refused = new Set<string>();
    const sendOne = async ({ key, method, token, built }: (typeof planned)[number]) => {
      const res = await send(address, method, built.path, token, built.body);
      sent += 1;
      if (res.status < 300) answered.add(key);
      else if (res.status >= 400 && res.status < 500) refused.add(key);
      const where = `${key} [${built.label}${token ? '' : ', no token'}] ${method} ${built.path.slice(0, 160)} → ${res.status}`;
      try {
        checkContract(method, built.path, res);
        await checkAgainstDocument(apiUrl(), method, built.path, res);
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message.slice(0, 400)}`);
      }
    };
    const queue = [...planned];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await sendOne(next);
      }),
    );
    expect(sent).toBeGreaterThan(Object.keys(document.paths).length * CASES);
    console.info(`${sent} requests; ${answered.size} operations answered a success, ${refused.size} refused`);
    if (failures.length) console.error(`${failures.length} of ${sent} fuzzed answers failed:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(answered.size, 'operations that answered a fuzzed request with a success').toBeGreaterThan(30);
    expect(refused.size, 'operations that refused a fuzzed request').toBeGreaterThan(90);
  }, 240_000);
});
