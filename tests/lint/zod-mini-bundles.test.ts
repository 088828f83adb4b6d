import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { domains } from '@app/shared/api/route';
import { lambdaBuildOptions } from '../bench/lambda-bundle';

const classic = 'node_modules/zod/v4/classic/';
/** classic zod's own files, and the entries that re-export it (`zod`, `zod/v4`). */
const isClassic = (path: string) => path.includes(classic) || /node_modules\/zod\/(v4\/)?index\.js$/.test(path);

/**
 * The files of a domain's deployed bundle (the bench's build: the same options as CDK's) that
 * import classic zod, and the bytes of it the bundle holds.
 */
async function classicZod(domain: string) {
  const { metafile } = await build({ ...lambdaBuildOptions(domain), write: false, metafile: true, outfile: '/out/index.mjs' });
  const inputs = Object.entries(metafile.inputs);
  const importers = inputs
    .filter(([path, input]) => !path.includes('node_modules/zod/') && input.imports.some((i) => isClassic(i.path)))
    .map(([path]) => path);
  const output = Object.values(metafile.outputs)[0];
  const bytes = Object.entries(output?.inputs ?? {})
    .filter(([path]) => path.includes(classic))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return { importers, bytes };
}

// Decision 025 (third pass): the functions and the shared schemas they bundle use zod/mini
// (about 45 KB of zod in a bundle, against 100 KB for classic zod's methods on every schema).
describe.each(domains)('the %s Lambda bundle', { timeout: 60_000 }, (domain) => {
  it('holds no classic zod (import zod/mini, or types from zod/v4/core)', async () => {
    const { importers, bytes } = await classicZod(domain);
    expect(importers).toEqual([]);
    expect(bytes).toBe(0);
  });
});
