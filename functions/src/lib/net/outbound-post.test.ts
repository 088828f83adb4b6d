import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLoopbackReceiverForLocalStack, checkedUrl, outboundMessages, postJson } from './outbound-post';

describe('postJson', () => {
  let server: Server;
  let base: string;
  const received: { body: string; signature: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ body, signature: req.headers['x-signature'] as string | undefined });
        if (req.url === '/redirect') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses plain http, private, loopback and metadata addresses before any connection (production policy)', async () => {
    await expect(postJson(`${base}/hook`, '{}', {})).rejects.toMatchObject({ detail: outboundMessages.https });
    for (const target of ['https://127.0.0.1/hook', 'https://10.0.0.8/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://localhost/hook'])
      await expect(postJson(target, '{}', {}), target).rejects.toMatchObject({ detail: outboundMessages.notPublic });
    expect(() => checkedUrl('https://user:secret@example.com/')).toThrow(outboundMessages.invalid);
    expect(() => checkedUrl('pas une adresse')).toThrow(outboundMessages.invalid);
    expect(received).toHaveLength(0);
  });

  it("posts to the local stack's loopback receiver once allowed, keeps 512 characters and follows no redirect", async () => {
    allowLoopbackReceiverForLocalStack();
    const answer = await postJson(`${base}/hook`, '{"event":"order.created"}', { 'x-signature': 't=1,v1=ab' });
    expect(answer).toEqual({ status: 200, excerpt: 'x'.repeat(512) });
    expect(received.at(-1)).toEqual({ body: '{"event":"order.created"}', signature: 't=1,v1=ab' });
    expect((await postJson(`${base}/redirect`, '{}', {})).status).toBe(302);
    expect(received).toHaveLength(2);
    // Still never a private address other than the loopback receiver, nor https to loopback.
    await expect(postJson('http://10.0.0.8/hook', '{}', {})).rejects.toMatchObject({ detail: outboundMessages.notPublic });
  });
});
