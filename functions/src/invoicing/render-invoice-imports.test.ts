import { build } from 'esbuild';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import type * as Renderer from './render-invoice';
import { renderInvoice } from './render-invoice';
import type * as Samples from './sample-documents';
import { sampleInvoice } from './sample-documents';
import { PDF_ASSET_FILES } from './pdf-assets';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

// Decision 025: the PDF is written by our own writer (pdf-writer/), so the renderer brings no
// npm package into the invoices Lambda, only Node's zlib, crypto and fs (its assets).
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
  expect([...builtins].sort()).toEqual(['node:crypto', 'node:fs', 'node:zlib']);
});

const bundleDir = mkdtempSync(join(tmpdir(), 'render-invoice-bundle-'));
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

// The fonts and the ICC profile are files read beside the deployed index.mjs, not code in it
// (CDK copies them there: infra/lib/bundled-files.ts).
it('renders from a one-file bundle the same PDF as from the sources, its assets read beside the bundle, not held in it', async () => {
  const outfile = join(bundleDir, 'index.mjs');
  await build({
    stdin: {
      contents: "export { renderInvoice } from './render-invoice'; export { sampleInvoice } from './sample-documents';",
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  const code = readFileSync(outfile);
  for (const file of Object.values(PDF_ASSET_FILES)) {
    const stored = readFileSync(join(here, file));
    // 63 bytes: whole base64 groups, so a prefix of the file's base64 as the old modules held it.
    expect(code.includes(stored.subarray(0, 63).toString('base64')), file).toBe(false);
  }
  const bundled = (await import(pathToFileURL(outfile).href)) as typeof Renderer & typeof Samples;
  // Nothing beside the bundle yet: it does not read the source folder.
  await expect(bundled.renderInvoice(bundled.sampleInvoice())).rejects.toThrow(
    /ENOENT.*render-invoice-bundle-.*assets/,
  );
  for (const file of Object.values(PDF_ASSET_FILES)) {
    cpSync(join(here, file), join(bundleDir, file), { recursive: true });
  }
  const fromBundle = await bundled.renderInvoice(bundled.sampleInvoice());
  const fromSources = await renderInvoice(sampleInvoice());
  expect(Buffer.compare(fromBundle.pdf, fromSources.pdf)).toBe(0);
});
