import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress';
import { acceptQuality, serveStatic } from '../local/static-files';

// Issue 20, item 2: the local static server answers compressed, from the build's copies, as CloudFront does.
const root = mkdtempSync(join(tmpdir(), 'static-files-'));
const shell = `<!doctype html><html><body>${'<div>Portail</div>'.repeat(200)}</body></html>`;
const script = `export const text = ${JSON.stringify('Commande '.repeat(500))};`;
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), shell);
  writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'export {};');
  writeFileSync(join(root, 'logo.png'), Buffer.alloc(4_000, 7));
  await precompressDir(root);
  server = createServer((req, res) => serveStatic(root, new URL(req.url ?? '/', 'http://localhost'), res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** A GET with exactly the given Accept-Encoding (fetch would add its own and decode the body). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the build writes compressed copies (web/build/precompress.ts)', () => {
  it('writes .br and .gz next to text files, not next to small or binary ones', () => {
    const js = join(root, 'assets', 'app-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(shell);
    expect(existsSync(join(root, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(join(root, 'logo.png.gz'))).toBe(false);
  });
});

describe('serveStatic answers by Accept-Encoding', () => {
  it('sends the brotli copy of an asset when brotli is accepted, cached a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(statSync(join(root, 'assets', 'app-abc123.js.br')).size);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is refused with q=0 or not offered', async () => {
    for (const accept of ['gzip, br;q=0', 'gzip']) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(gunzipSync(res.body).toString()).toBe(script);
    }
  });

  it('sends the file as it is without Accept-Encoding or when every copy is refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(res.body.toString()).toBe(script);
    }
  });

  it('answers a client-side route with the compressed shell, never cached', async () => {
    const res = await get('/orders/42', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(shell);
  });

  it('sends a file without copies as it is, without Vary', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.toString()).toBe('export {};');
  });
});

describe('acceptQuality', () => {
  it('reads the q-value of an encoding, its wildcard, else 0', () => {
    expect(acceptQuality('gzip;q=0.5, br', 'gzip')).toBe(0.5);
    expect(acceptQuality('GZIP ; Q=0', 'gzip')).toBe(0);
    expect(acceptQuality('*', 'br')).toBe(1);
    expect(acceptQuality('*;q=0.2, gzip', 'br')).toBe(0.2);
    expect(acceptQuality('br;q=0, *', 'br')).toBe(0);
    expect(acceptQuality(undefined, 'br')).toBe(0);
    expect(acceptQuality('deflate', 'gzip')).toBe(0);
  });
});
