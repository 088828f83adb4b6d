import { describe, expect, it } from 'vitest';
import { routes } from '@app/functions/routes';
import { asAdmin, call, form, newClient } from './api';

/** Bodies a careless or hostile caller may send. */
const badBodies: { label: string; body: string | FormData | Record<string, unknown>; headers?: Record<string, string> }[] = [
  { label: 'malformed JSON', body: '{"a": ', headers: { 'content-type': 'application/json' } },
  { label: 'JSON array', body: '[1,2,3]', headers: { 'content-type': 'application/json' } },
  { label: 'JSON null', body: 'null', headers: { 'content-type': 'application/json' } },
  { label: 'wrong types', body: { name: 42, price: [], status: {}, total_price: 'abc', email: 7, password: null, selected_services: 'nope', version: '../x', discount_value: 'x', category_id: 5, filename: 3, size: -1, purpose: 1, problem_description: 9, payment_status: true } },
  { label: 'very long strings', body: { name: 'x'.repeat(20_000), price: '9'.repeat(400), problem_description: 'é'.repeat(5000), email: `${'a'.repeat(300)}@x.fr` } },
  { label: 'empty multipart', body: form({}) },
  { label: 'broken multipart', body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', headers: { 'content-type': 'multipart/form-data; boundary=yy' } },
  { label: 'xml', body: '<a/>', headers: { 'content-type': 'application/xml' } },
];

const junkIds = ['inconnu', '%00', 'a%23b', '..%2F..', '💥', 'x'.repeat(300)];

function pathWith(path: string, id: string) {
  return path.replace(/\{\w+\}/g, id);
}

describe('every route answers bad input with a 4xx {detail}, never a 5xx', () => {
  for (const role of ['anonymous', 'client', 'admin'] as const) {
    it(`as ${role}`, async () => {
      const token = role === 'admin' ? await asAdmin() : role === 'client' ? (await newClient()).token : undefined;
      const problems: string[] = [];
      for (const route of routes) {
        for (const id of junkIds.slice(0, route.path.includes('{') ? junkIds.length : 1)) {
          const path = pathWith(route.path, id);
          const bodies = route.method === 'GET' || route.method === 'DELETE' ? [{ label: 'none', body: undefined }] : badBodies;
          for (const { label, body, headers } of bodies as typeof badBodies) {
            const res = await call(route.method, path, { token, body, headers });
            const detail = (res.body as { detail?: unknown } | undefined)?.detail;
            const ok = res.status < 500 && (res.status < 400 || typeof detail === 'string');
            if (!ok) problems.push(`${route.method} ${path} [${label}] -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
