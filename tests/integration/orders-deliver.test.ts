import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newClient } from './api';
import {
  blob,
  bytes,
  createOrder,
  download,
  listKeys,
  presignedUpload,
  type Bytes,
  type CreatedOrder,
} from './orders-fixtures';

let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;

beforeAll(async () => {
  admin = await asAdmin();
  [client, other] = await Promise.all([newClient(), newClient()]);
});

const deliver = (orderId: string, version: string, content: Bytes, name = 'stage1.mod') =>
  call('POST', `/api/admin/orders/${orderId}/deliver`, {
    token: admin,
    body: form({ version, file: [blob(content), name] }),
  });

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;

describe('POST /api/admin/orders/{id}/deliver', () => {
  it('delivers v1, v2 then a SAV file the owner downloads intact; another client cannot', async () => {
    const { order, content: original } = await createOrder(client.token);
    const v1 = bytes(1500);
    const first = await deliver(order.id, 'nouvelle', v1, 'Golf Stage 1.mod');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.files.v1).toMatchObject({ filename: 'Golf Stage 1.mod', size: 1500 });
    expect(first.body.updated_at > order.updated_at).toBe(true);

    const v2 = bytes(1600);
    const second = await deliver(order.id, 'nouvelle', v2);
    expect(Object.keys(second.body.files).sort()).toEqual(['original', 'v1', 'v2']);

    const savBytes = bytes(1700);
    const savRes = await deliver(order.id, 'sav', savBytes, 'correctif.bin');
    expect(savRes.status).toBe(200);
    expect(savRes.body.files.sav).toMatchObject({ filename: 'correctif.bin', size: 1700 });
    expect(Object.keys(savRes.body.files).sort()).toEqual(['original', 'sav', 'v1', 'v2']);
    expect(JSON.stringify(savRes.body)).not.toContain('orders/');

    expect(same((await download(client.token, order.id, 'v1')).content, v1)).toBe(true);
    expect(same((await download(client.token, order.id, 'v2')).content, v2)).toBe(true);
    expect(same((await download(client.token, order.id, 'sav')).content, savBytes)).toBe(true);
    expect(same((await download(client.token, order.id, 'original')).content, original)).toBe(true);
    const v1Download = await download(client.token, order.id, 'v1');
    expect(v1Download.response.headers.get('content-disposition')).toContain("filename*=UTF-8''Golf%20Stage%201.mod");

    const denied = await call('GET', `/api/orders/${order.id}/download/v1`, { token: other.token });
    expect(denied.status).toBe(404);
  });

  it('replaces the SAV file and removes the replaced object', async () => {
    const { order } = await createOrder(client.token);
    await deliver(order.id, 'sav', bytes(100), 'sav-a.bin');
    const [firstSav] = await listKeys(`orders/${order.id}/sav/`);
    const replacement = bytes(200);
    const res = await deliver(order.id, 'sav', replacement, 'sav-b.bin');
    expect(res.body.files.sav).toMatchObject({ filename: 'sav-b.bin', size: 200 });
    const savKeys = await listKeys(`orders/${order.id}/sav/`);
    expect(savKeys).toHaveLength(1);
    expect(savKeys[0]).not.toBe(firstSav);
    expect(savKeys[0]).toMatch(/\/sav-b\.bin$/);
    expect(same((await download(client.token, order.id, 'sav')).content, replacement)).toBe(true);
  });

  it('gives ten concurrent new deliveries exactly v1..v10, each with its own bytes', async () => {
    const { order } = await createOrder(client.token);
    const contents = Array.from({ length: 10 }, (_, i) => bytes(1000 + i));
    const results = await Promise.all(contents.map((c, i) => deliver(order.id, 'nouvelle', c, `livraison-${i}.bin`)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));

    const final = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    const files = final.body.files as CreatedOrder['files'];
    expect(Object.keys(files).sort()).toEqual(
      ['original', ...Array.from({ length: 10 }, (_, i) => `v${i + 1}`)].sort(),
    );
    // Each delivery's name appears under exactly one version, and that version holds its bytes.
    const byName = new Map(Object.entries(files).map(([version, f]) => [f.filename, version]));
    for (const [i, content] of contents.entries()) {
      const version = byName.get(`livraison-${i}.bin`);
      expect(version, `livraison-${i}`).toMatch(/^v([1-9]|10)$/);
      expect(files[version!]!.size).toBe(1000 + i);
      expect(same((await download(client.token, order.id, version!)).content, content), version).toBe(true);
    }
    expect(await listKeys(`orders/${order.id}/`)).toHaveLength(11);
  });

  it('accepts a presigned delivery upload (JSON upload_key)', async () => {
    const { order } = await createOrder(client.token);
    const content = bytes(6 * 1024 * 1024);
    const ticket = await presignedUpload(admin, content, 'gros stage 2.bin', 'delivery');
    const res = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: admin,
      body: { upload_key: ticket.key, filename: 'gros stage 2.bin', version: 'nouvelle' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.files.v1).toMatchObject({ filename: 'gros stage 2.bin', size: content.length });
    expect(same((await download(client.token, order.id, 'v1')).content, content)).toBe(true);
    expect(await listKeys(ticket.key)).toEqual([]);

    // A client's upload key is not the administrator's.
    const clientTicket = await presignedUpload(client.token, bytes(10));
    const refused = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: admin,
      body: { upload_key: clientTicket.key, version: 'nouvelle' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Fichier envoyé introuvable');
  });

  it('refuses a missing file, a bad extension, an unknown kind and an unknown order', async () => {
    const { order } = await createOrder(client.token);
    const noFile = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: admin,
      body: form({ version: 'nouvelle' }),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toBe('Veuillez sélectionner un fichier');
    const badExt = await deliver(order.id, 'nouvelle', bytes(10), 'carte.txt');
    expect(badExt.status).toBe(400);
    expect(badExt.body.detail).toBe(
      'Format de fichier non accepté. Extensions autorisées\u202f: .bin, .ori, .mod, .hex, .map',
    );
    const badKind = await deliver(order.id, 'v3', bytes(10));
    expect(badKind.status).toBe(400);
    const tooBig = await deliver(order.id, 'nouvelle', bytes(4 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    const missing = await deliver('inconnu', 'nouvelle', bytes(10));
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Commande non trouvée');

    // None of the refusals used a version number.
    const ok = await deliver(order.id, 'nouvelle', bytes(10));
    expect(Object.keys(ok.body.files).sort()).toEqual(['original', 'v1']);
  });
});
