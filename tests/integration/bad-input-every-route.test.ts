import { describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@app/functions/routes';
import { TEST_ADMIN } from '../support/constants';
import { asAdmin, call, form, login, newClient } from './api';
import { ContractError } from './contract';
import { addService, createCategory, createOrder, vehicle } from './orders-fixtures';
import { unknownIds } from './well-formed-ids';

type BadBody = { label: string; body: string | FormData | Record<string, unknown>; headers?: Record<string, string> };
const multipart = { 'content-type': 'multipart/form-data; boundary=X' };

/** Bodies a careless or hostile caller may send. */
const badBodies: BadBody[] = [
  { label: 'malformed JSON', body: '{"a": ', headers: { 'content-type': 'application/json' } },
  { label: 'JSON array', body: '[1,2,3]', headers: { 'content-type': 'application/json' } },
  { label: 'JSON null', body: 'null', headers: { 'content-type': 'application/json' } },
  { label: 'wrong types', body: { name: 42, price: [], status: {}, total_price: 'abc', email: 7, password: null, selected_services: 'nope', version: '../x', discount_value: 'x', category_id: 5, filename: 3, size: -1, purpose: 1, problem_description: 9, payment_status: true } },
  { label: 'very long strings', body: { name: 'x'.repeat(20_000), price: '9'.repeat(400), problem_description: 'é'.repeat(5000), email: `${'a'.repeat(300)}@x.fr` } },
  { label: 'empty multipart', body: form({}) },
  { label: 'broken multipart', body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', headers: { 'content-type': 'multipart/form-data; boundary=yy' } },
  // A file part that never closes: it used to end the whole local stack.
  { label: 'unclosed file part', body: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\ndata', headers: multipart },
  { label: 'no closing boundary', body: '--X\r\nContent-Disposition: form-data; name="name"\r\n\r\nFuzz\r\n', headers: multipart },
  { label: 'xml', body: '<a/>', headers: { 'content-type': 'application/xml' } },
];

/** Numbers past every bound: past 2^53, past the doubles that print as integers, as text. */
const HUGE_NUMBERS = [1e22, 1e308, '99999999999999999999999', 9007199254740992];
/** Every field that holds an amount, a size or a count somewhere in the API. */
const NUMBER_FIELDS = ['total_price', 'price', 'discount_value', 'solde', 'size', 'year', 'mileage', 'limit'];
/** Plausible values for the other fields, so that the number is what a schema gets to judge. */
const companions = (): Record<string, string> => ({
  name: `Fuzz ${Math.random().toString(36).slice(2, 8)}`,
  first_name: 'Jean',
  last_name: 'Dupont',
  company_name: 'Garage Fuzz',
  discount_type: 'fixed',
  category_id: 'inconnu',
  filename: 'stock.bin',
  purpose: 'order',
  message: 'Bonjour',
  problem_description: 'Le véhicule cale au ralenti.',
  ...vehicle,
});
const hugeBodies = (): BadBody[] =>
  HUGE_NUMBERS.flatMap((huge) => {
    const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, huge]));
    return [
      { label: `JSON ${huge}`, body: { ...companions(), ...numbers } },
      { label: `form ${huge}`, body: form({ ...companions(), ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(huge)])) }) },
    ];
  });

const junkIds = ['inconnu', '%00', 'a%23b', '..%2F..', '💥', 'x'.repeat(300)];
const takesBody = (route: RouteDef) => route.method !== 'GET' && route.method !== 'DELETE';

/** English words a refusal must never show (the API answers in French). */
const ENGLISH = /\b(the|is|not|invalid|required|expected|error|must|unexpected|received|string|number|undefined|null)\b/i;

/**
 * One call whose answer must be a success or a 4xx `{detail}` in French: anything else (a 5xx, a
 * body breaking the contract, a refusal in English) is one more problem.
 */
async function probe(problems: string[], method: string, path: string, options: Parameters<typeof call>[2], label: string) {
  const where = `${method} ${path.slice(0, 80)} [${label}]`;
  try {
    const res = await call(method, path, options);
    const detail = (res.body as { detail?: unknown } | undefined)?.detail;
    if (res.status >= 400 && (typeof detail !== 'string' || !detail.trim() || ENGLISH.test(detail))) {
      problems.push(`${where} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    problems.push(`${where} -> ${error.message.slice(0, 200)}`);
  }
}

/** The stack still answers a real call. */
const stillServing = async () => expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).access_token).toBeTypeOf('string');

describe('every route answers bad input with a 4xx {detail}, never a 5xx', () => {
  for (const role of ['anonymous', 'client', 'admin'] as const) {
    it(`as ${role}`, async () => {
      const token = role === 'admin' ? await asAdmin() : role === 'client' ? (await newClient()).token : undefined;
      const problems: string[] = [];
      // Each junk id and each bad body reaches every route (every id with no body, every body with
      // well-formed ids of nothing, so that the body is judged): the path and the body are judged
      // apart, so their product adds no case.
      const none: BadBody = { label: 'none', body: undefined as never };
      for (const route of routes) {
        const ids = junkIds.slice(0, route.path.includes('{') ? junkIds.length : 1);
        const wellFormed = unknownIds(route);
        const cases = [
          ...ids.map((id) => ({ id, bad: none })),
          ...(takesBody(route) ? badBodies.map((bad) => ({ id: undefined, bad })) : []),
        ];
        for (const { id, bad } of cases) {
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => id ?? wellFormed[name]!);
          await probe(problems, route.method, path, { token, body: bad.body, headers: bad.headers }, bad.label);
        }
      }
      expect(problems).toEqual([]);
      await stillServing();
    }, 300_000);
  }

  it('huge numbers, to every route that takes a body, on real resources', async () => {
    const admin = await asAdmin();
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const category = await createCategory();
    const service = await addService(category.id, 'Service fuzz', '50€');
    const partner = await call('POST', '/api/admin/partners', { token: admin, body: { name: 'Partenaire fuzz' } });
    expect(partner.status).toBe(201);
    // A real resource where the test made one, else a well-formed id of nothing (its body is judged first).
    const idOf = (path: string, param: string): string | undefined => {
      if (param === 'serviceId') return service.id;
      if (param === 'categoryId') return category.id;
      if (param !== 'id') return undefined;
      if (/\/(users|clients)\//.test(path)) return client.id;
      if (/\/orders\//.test(path)) return order.id;
      if (/\/categories\//.test(path)) return category.id;
      if (/\/partners\//.test(path)) return partner.body.partner.id as string;
      return undefined;
    };
    const problems: string[] = [];
    for (const route of routes.filter(takesBody)) {
      const unknown = unknownIds(route);
      const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => idOf(route.path, param) ?? unknown[param]!);
      const token = route.access === 'public' ? undefined : route.access === 'client' ? client.token : admin;
      for (const { label, body } of hugeBodies()) await probe(problems, route.method, path, { token, body }, label);
    }
    expect(problems).toEqual([]);
    // The probes reached the real order: its price route judged each number (and refused it).
    for (const { body } of hugeBodies()) {
      const res = await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    await stillServing();
    expect((await call('GET', `/api/orders/${order.id}`, { token: client.token })).status).toBe(200);
  }, 300_000);
});
