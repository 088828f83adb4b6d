import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text types CloudFront compresses; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map']);
// CloudFront compresses objects from 1,000 bytes to 10 MB; smaller ones are sent as they are.
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
/**
 * Levels of an on-the-fly compressor like CloudFront's, not the maximum: the local figures stay
 * those of production, and the build stays fast (brotli 11 took 14 s for this build, 6 under 1 s,
 * for 8 % more bytes).
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [])),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` next to `file`, each only when it is smaller than the original. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES || bytes.length > MAX_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: GZIP_LEVEL }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/** Precompresses every text file of a folder (the build's output, public files included). */
export async function precompressDir(dir: string): Promise<void> {
  const files = await filesUnder(dir);
  await Promise.all(files.filter((file) => COMPRESSIBLE.has(extname(file))).map(precompressFile));
}

/**
 * Vite build plugin: brotli and gzip copies of the text assets next to them, so the local static
 * server (infra/local/static-files.ts) answers compressed as CloudFront does (issue 20).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
