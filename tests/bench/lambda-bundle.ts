import { build, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Domain } from '@app/functions/routes';
import { domainFiles } from '@app/infra/lib/bundled-files';
import { lambdaBundling, lambdaTarget } from '@app/infra/lib/lambda-bundling';

const root = resolve(import.meta.dirname, '../..');

/** The esbuild options CDK uses for a domain Lambda (infra/lib/app-function.ts): ESM, minified, AWS SDK inside. */
export const lambdaBuildOptions = (domain: string): BuildOptions => ({
  entryPoints: [join(root, 'functions/src', domain, 'index.ts')],
  bundle: true,
  minify: true,
  platform: 'node',
  target: lambdaTarget,
  format: 'esm',
  mainFields: [...lambdaBundling.mainFields],
  legalComments: lambdaBundling.legalComments,
  alias: lambdaBundling.alias,
  banner: { js: lambdaBundling.banner },
  logLevel: 'silent',
});

/** The bundle of one domain Lambda, in memory, as deployed (one file: CDK's esbuild run cannot split). */
export async function lambdaBundle(domain: string): Promise<Uint8Array> {
  const result = await build({ ...lambdaBuildOptions(domain), write: false });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild wrote no bundle for ${domain}`);
  return file.contents;
}

/** The data files CDK copies beside a domain's bundle, read at run time (infra/lib/bundled-files.ts). */
export function lambdaFiles(domain: Domain): Uint8Array[] {
  const files = domainFiles[domain];
  return (files?.paths ?? []).map((path) => readFileSync(join(files!.from, path)));
}

/**
 * Bytes reached only through our own dynamic imports (the invoices' PDF renderer, the S3 client
 * through lib/aws/s3-sdk.ts, the OpenAPI document): what a split build would load on first use
 * instead of at init. CDK's one-file bundle keeps that code, wrapped so that it runs only when
 * imported; the cold import times what is deployed. The SDK's own dynamic imports are left out
 * (esbuild drops most of them from one file).
 */
export async function lambdaLazyBytes(domain: string): Promise<number> {
  const result = await build({ ...lambdaBuildOptions(domain), splitting: true, outdir: '/lazy', metafile: true, write: false });
  const outputs = result.metafile.outputs;
  const closure = (starts: string[]) => {
    const seen = new Set<string>();
    const next = [...starts];
    while (next.length > 0) {
      const file = next.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      next.push(...(outputs[file]?.imports ?? []).filter((i) => i.kind === 'import-statement' && outputs[i.path]).map((i) => i.path));
    }
    return seen;
  };
  const entries = (test: (entryPoint: string) => boolean) =>
    Object.keys(outputs).filter((file) => test(outputs[file]?.entryPoint ?? ''));
  // A dynamic import's chunk has an entryPoint too: the handler's is the domain's index.ts.
  const initial = closure(entries((e) => e.endsWith(`${domain}/index.ts`)));
  const ours = closure(entries((e) => e.startsWith('functions/') && !e.endsWith(`${domain}/index.ts`)));
  return [...ours].filter((file) => !initial.has(file)).reduce((sum, file) => sum + (outputs[file]?.bytes ?? 0), 0);
}
