import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { domains } from '@app/functions/routes';
import { lambdaBundle } from './lambda-bundle';

const root = resolve(import.meta.dirname, '../..');
const LAMBDA_BUDGET_BYTES = 800 * 1024;
const SPA_ENTRY_BUDGET_GZIP = 200 * 1024;

/** Bundles each domain Lambda as CDK does (ESM, minified, AWS SDK inside) and reports sizes. */
export async function lambdaBundleSizes() {
  const rows = [];
  for (const domain of domains) {
    const bytes = await lambdaBundle(domain);
    rows.push({
      bundle: `lambda ${domain}`,
      kB: +(bytes.length / 1024).toFixed(1),
      gzip_kB: +(gzipSync(bytes).length / 1024).toFixed(1),
      budget_kB: LAMBDA_BUDGET_BYTES / 1024,
      ok: bytes.length <= LAMBDA_BUDGET_BYTES,
    });
  }
  return rows;
}

/** Sizes of the built SPA: the entry chunks every visitor downloads, and the largest lazy ones. */
export function spaSizes() {
  const assets = join(root, 'web/dist/assets');
  let files: string[];
  try {
    files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  } catch {
    return [{ bundle: 'web/dist missing: run npm run build:web', kB: 0, gzip_kB: 0, budget_kB: 0, ok: false }];
  }
  const html = readFileSync(join(root, 'web/dist/index.html'), 'utf8');
  const entry = files.filter((f) => html.includes(f));
  const size = (f: string) => statSync(join(assets, f)).size;
  const gz = (f: string) => gzipSync(readFileSync(join(assets, f))).length;
  const entryGzip = entry.reduce((sum, f) => sum + gz(f), 0);
  const lazy = files.filter((f) => !entry.includes(f)).sort((a, b) => size(b) - size(a)).slice(0, 5);
  return [
    {
      bundle: `spa entry (${entry.length} chunks)`,
      kB: +(entry.reduce((s, f) => s + size(f), 0) / 1024).toFixed(1),
      gzip_kB: +(entryGzip / 1024).toFixed(1),
      budget_kB: SPA_ENTRY_BUDGET_GZIP / 1024,
      ok: entryGzip <= SPA_ENTRY_BUDGET_GZIP,
    },
    ...lazy.map((f) => ({ bundle: `lazy ${f}`, kB: +(size(f) / 1024).toFixed(1), gzip_kB: +(gz(f) / 1024).toFixed(1), budget_kB: 0, ok: true })),
  ];
}
