import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { SECURITY_HEADERS } from '@app/functions/lib/http/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The precompressed copies the web build writes next to a file (web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The q-value `Accept-Encoding` gives an encoding: its own entry, else `*`'s, else 0 (not acceptable). */
export function acceptQuality(header: string | undefined, encoding: string): number {
  let wildcard = 0;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const quality = Number.isFinite(q) ? q : 0;
    if (token === encoding) return quality;
    if (token === '*') wildcard = quality;
  }
  return wildcard;
}

/** The file to send for `file`: its brotli copy if accepted and built, else its gzip copy, else itself. */
function variant(file: string, acceptEncoding: string | undefined) {
  const copies = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
  const chosen = copies.find(({ name }) => acceptQuality(acceptEncoding, name) > 0);
  return { path: chosen ? file + chosen.suffix : file, encoding: chosen?.name, varies: copies.length > 0 };
}

/**
 * Serves the built SPA as CloudFront does: files, else index.html for client-side routes;
 * compressed by `Accept-Encoding` from the build's .br and .gz copies.
 */
export function serveStatic(root: string, url: URL, res: ServerResponse<IncomingMessage>): void {
  const requested = normalize(join(root, decodeURIComponent(url.pathname)));
  const inside = requested.startsWith(root.endsWith(sep) ? root : root + sep);
  const isFile = inside && existsSync(requested) && statSync(requested).isFile();
  const file = isFile ? requested : join(root, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end("L'application web n'est pas construite\u202f: lancez `npm run build:web`.");
    return;
  }
  const immutable = isFile && url.pathname.startsWith('/assets/');
  const sent = variant(file, res.req.headers['accept-encoding']);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(sent.path).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    ...(sent.varies ? { vary: 'accept-encoding' } : {}),
  });
  // A file gone between the check and the read ends this answer, not the process.
  createReadStream(sent.path)
    .on('error', () => res.destroy())
    .pipe(res);
}
