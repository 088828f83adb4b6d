import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of import-x/no-restricted-paths for `code` written in functions/src/{file}. */
async function tierErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'functions/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('backend tiers (eslint.config.js, docs/decisions/014)', { timeout: 60_000 }, () => {
  it('refuses a domain importing another domain', async () => {
    const errors = await tierErrors('messaging/probe.ts', "export { handler } from '../orders/index';\n");
    expect(errors).toEqual([expect.stringContaining('A domain imports no other domain')]);
  });

  it('refuses an upward import: a model importing a domain, lib/ importing a model', async () => {
    expect(await tierErrors('users/probe.ts', "export { savePreferences } from '../accounts/preferences';\n")).toEqual([
      expect.stringContaining('A model imports lib/ and other models, never a domain'),
    ]);
    expect(await tierErrors('lib/files/probe.ts', "export { getUser } from '../../users/user-repository';\n")).toEqual([
      expect.stringContaining('lib/ imports no model and no domain'),
    ]);
  });

  it('lets a domain import its own files, the models and lib/', async () => {
    const code = [
      "export { requireOrder } from '../order-data/order-access';",
      "export { getUser } from '../users/user-repository';",
      "export { presignDownload } from '../lib/files/presign';",
      "export { priceOrder } from './order-pricing';",
      '',
    ].join('\n');
    expect(await tierErrors('orders/probe.ts', code)).toEqual([]);
  });
});
