import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` for `code` written in functions/src/{file}. */
async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'functions/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const tierErrors = (file: string, code: string) => ruleErrors('import-x/no-restricted-paths', file, code);
const tableErrors = (file: string, code: string) => ruleErrors('@typescript-eslint/no-restricted-imports', file, code);

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

  it('lets only repositories touch the table client and its raw helpers', async () => {
    const client = "import { table } from '../lib/db/table';\nexport const read = table.get;\n";
    expect(await tableErrors('messaging/probe-service.ts', client)).toEqual([expect.stringContaining('Only repositories touch the table')]);
    expect(await tableErrors('notifications/probe.ts', "export { queryAll } from '../lib/db/query';\n")).toEqual([
      expect.stringContaining('Only repositories touch the table'),
    ]);
    expect(await tableErrors('messaging/probe-repository.ts', client)).toEqual([]);
  });

  it('lets any file import types, keys and key conditions, and records the entity layer', async () => {
    const code = [
      "import type { TransactionItem } from '../lib/db/transaction';",
      "export { keys } from '../lib/db/keys';",
      "export { keyConditions } from '../lib/db/key-conditions';",
      'export type Items = TransactionItem[];',
      '',
    ].join('\n');
    expect(await tableErrors('orders/probe.ts', code)).toEqual([]);
    const entity = "export { defineEntity } from '../lib/db/entity';\n";
    expect(await tableErrors('messaging/probe-record.ts', entity)).toEqual([]);
    expect(await tableErrors('messaging/probe.ts', entity)).toEqual([expect.stringContaining('Only repositories touch the table')]);
  });
});
