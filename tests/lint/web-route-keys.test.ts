import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules that keep paths out of the SPA, for `code` written at web/src/{file}. */
async function pathErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'web/src', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('route keys, not paths, in the SPA (eslint.config.js, issue 17)', { timeout: 60_000 }, () => {
  it('refuses an /api/ path literal or template and the untyped transport in a feature', async () => {
    const code = [
      "import { apiRequest } from '@/lib/api/api-client';",
      "export const one = (id: string) => apiRequest(`/api/orders/${id}`);",
      "export const all = () => apiRequest('/api/orders');",
      '',
    ].join('\n');
    const errors = await pathErrors('features/orders/probe.ts', code);
    expect(errors).toHaveLength(3);
    expect(errors.filter((e) => e.includes('Name the route by its key'))).toHaveLength(2);
  });

  it('lets a feature name its route by key', async () => {
    const code = [
      "import { call } from '@/lib/api/call';",
      "export const one = (id: string) => call('GET /api/orders/{id}', { params: { id } });",
      '',
    ].join('\n');
    expect(await pathErrors('features/orders/probe.ts', code)).toEqual([]);
  });
});
