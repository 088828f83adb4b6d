import { build, type BuildOptions } from 'esbuild';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The esbuild options CDK uses for a domain Lambda: ESM, minified, AWS SDK inside. */
export const lambdaBuildOptions = (domain: string): BuildOptions => ({
  entryPoints: [join(root, 'functions/src', domain, 'index.ts')],
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  mainFields: ['module', 'main'],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'silent',
});

/** The bundle of one domain Lambda, in memory. */
export async function lambdaBundle(domain: string): Promise<Uint8Array> {
  const result = await build({ ...lambdaBuildOptions(domain), write: false });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild wrote no bundle for ${domain}`);
  return file.contents;
}
