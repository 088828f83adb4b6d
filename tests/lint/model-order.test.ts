import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const CYCLE = 'import-x/no-cycle';
const ORDER = 'import-x/no-restricted-paths';

/**
 * The messages of `rule` for `code` linted as the file at `path` (from the repository's root).
 * `path` may be a real file: its text on disk is replaced by `code`, while the files it imports
 * are read from disk, so a probe importing a module that imports that very file back is a cycle.
 */
async function ruleErrors(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('models in order, no import cycle (eslint.config.js, docs/decisions/043)', { timeout: 60_000 }, () => {
  it('refuses a cycle between two models: users importing notifications, which imports users', async () => {
    // notifications/notify.ts imports feedCountersItem from users/user-record.ts.
    const probe = "export { notify } from '../notifications/notify';\n";
    expect(await ruleErrors(CYCLE, 'functions/src/users/user-record.ts', probe)).toEqual([
      expect.stringContaining('Dependency cycle'),
    ]);
    expect(await ruleErrors(ORDER, 'functions/src/users/user-record.ts', probe)).toEqual([
      expect.stringContaining('A model imports only the models listed before it'),
    ]);
  });

  it('refuses a cycle inside lib/ and inside shared/', async () => {
    // body.ts reads multipart bodies with multipart.ts: multipart.ts may not import it back.
    expect(await ruleErrors(CYCLE, 'functions/src/lib/http/multipart.ts', "export { parseBody } from './body';\n")).toEqual([
      expect.stringContaining('Dependency cycle'),
    ]);
    // The contract imports every domain's routes, whose schemas page with api/paging.ts.
    expect(await ruleErrors(CYCLE, 'shared/src/api/paging.ts', "export { routes } from './contract';\n")).toEqual([
      expect.stringContaining('Dependency cycle'),
    ]);
  });

  it('refuses a model importing one listed after it, with no cycle yet', async () => {
    const upward: [path: string, code: string][] = [
      ['functions/src/users/probe.ts', "export { accountCountersMove } from '../order-data/counters/account-counters';\n"],
      ['functions/src/notifications/probe.ts', "export { pseudonymOf } from '../privacy/pseudonymize';\n"],
      ['functions/src/email/probe.ts', "export { notify } from '../notifications/notify';\n"],
      ['functions/src/settings-data/probe.ts', "export { writeSecurityLog } from '../security/security-log-repository';\n"],
    ];
    for (const [path, code] of upward) {
      expect(await ruleErrors(ORDER, path, code), path).toEqual([expect.stringContaining('(docs/decisions/043)')]);
      expect(await ruleErrors(CYCLE, path, code), path).toEqual([]);
    }
  });

  it('lets a model import lib/ and the models before it', async () => {
    const code = [
      "export { notify } from '../notifications/notify';",
      "export { getUser } from '../users/user-repository';",
      "export { retentionInForce } from '../settings-data/settings-repository';",
      "export { orderEntity } from '../order-data/order-record';",
      "export { nowIso } from '../lib/db/keys';",
      '',
    ].join('\n');
    expect(await ruleErrors(ORDER, 'functions/src/privacy/probe.ts', code)).toEqual([]);
    expect(await ruleErrors(CYCLE, 'functions/src/privacy/probe.ts', code)).toEqual([]);
  });

  it('passes the code as it is: the files of the former loops and both ends of body ↔ multipart', async () => {
    const files = [
      'functions/src/users/user-repository.ts',
      'functions/src/users/user-record.ts',
      'functions/src/notifications/notify.ts',
      'functions/src/email/drain.ts',
      'functions/src/security/security-alert.ts',
      'functions/src/security/security-log-repository.ts',
      'functions/src/privacy/erasure-repository.ts',
      'functions/src/order-data/counters/recount.ts',
      'functions/src/auth/register.ts',
      'functions/src/lib/http/body.ts',
      'functions/src/lib/http/multipart.ts',
      'shared/src/api/contract.ts',
    ];
    const results = await eslint.lintFiles(files.map((file) => resolve(root, file)));
    expect(results).toHaveLength(files.length);
    const refused = results.flatMap((r) => r.messages.filter((m) => m.ruleId === CYCLE || m.ruleId === ORDER).map((m) => `${r.filePath}: ${m.message}`));
    expect(refused).toEqual([]);
  });
});
