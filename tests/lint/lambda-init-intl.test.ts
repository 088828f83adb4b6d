import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domains } from '@app/shared/api/route';
import { lambdaBundle } from '../bench/lambda-bundle';

const dir = mkdtempSync(join(tmpdir(), 'init-intl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Imports a domain's deployed bundle in a fresh Node process whose Intl constructors count what
 * they build, and answers the names of those built during the import (the Lambda's init).
 */
function intlBuiltAtInit(file: string): string[] {
  const script = `
    const built = [];
    for (const name of ['NumberFormat', 'Collator', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
      const Original = Intl[name];
      Intl[name] = new Proxy(Original, { construct: (target, args) => (built.push(name), Reflect.construct(target, args)), apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)) });
    }
    await import(${JSON.stringify(file)});
    console.log(JSON.stringify(built));`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'test', FILES_BUCKET: 'test', AWS_REGION: 'eu-west-3', LOG_LEVEL: 'SILENT' },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout.trim()) as string[];
}

// Decision 025: an Intl formatter or collator loads its locale data when built (about 18 ms of
// the orders Lambda's cold import for one NumberFormat); they are built on first use (lib/lazy.ts).
describe.each(domains)('the %s Lambda', { timeout: 60_000 }, (domain) => {
  it('builds no Intl formatter or collator while its bundle is imported', async () => {
    const file = join(dir, `${domain}.mjs`);
    writeFileSync(file, await lambdaBundle(domain));
    expect(intlBuiltAtInit(file)).toEqual([]);
  });
});
