import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
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

/** Serves the built SPA as CloudFront does: files, else index.html for client-side routes. */
export function serveStatic(root: string, url: URL, res: ServerResponse): void {
  const requested = normalize(join(root, decodeURIComponent(url.pathname)));
  const inside = requested.startsWith(root.endsWith(sep) ? root : root + sep);
  const isFile = inside && existsSync(requested) && statSync(requested).isFile();
  const file = isFile ? requested : join(root, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end("L'application web n'est pas construite : lancez `npm run build:web`.");
    return;
  }
  const immutable = isFile && url.pathname.startsWith('/assets/');
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  // A file gone between the check and the read ends this answer, not the process.
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
