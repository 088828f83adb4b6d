import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// Decision 025: the PDF is written by our own writer (pdf-writer/), so the renderer brings no
// npm package into the invoices Lambda, only Node's zlib and crypto.
it('the invoice renderer imports no npm package, only node: modules and our own files', async () => {
  const { metafile } = await build({
    entryPoints: ['functions/src/invoicing/render-invoice.ts'],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    external: ['node:*'],
  });
  const inputs = Object.keys(metafile.inputs);
  expect(inputs.filter((input) => input.includes('node_modules/'))).toEqual([]);
  expect(inputs.every((input) => /^(functions|shared)\/src\//.test(input))).toBe(true);
  const builtins = new Set(
    Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path)),
  );
  expect([...builtins].sort()).toEqual(['node:crypto', 'node:zlib']);
});
