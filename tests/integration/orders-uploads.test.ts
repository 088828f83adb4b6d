import { createHash } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_FILES_BUCKET } from '@app/infra/local/stack';
import { asAdmin, call, newClient } from './api';
import { blob, bytes, createOrder, download, listKeys, presignedUpload, s3, vehicle } from './orders-fixtures';
import { useFunctionsEnv } from './functions-env';
import { countS3Calls } from './s3-calls';

let client: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;

const MAX = 32 * 1024 * 1024;

beforeAll(async () => {
  [client, other] = await Promise.all([newClient(), newClient()]);
});

const exists = (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false);

describe('POST /api/uploads', () => {
  it("presigns a new order's PUT at the key its order will name, with a 15-minute URL", async () => {
    const res = await call('POST', '/api/uploads', {
      token: client.token,
      body: { filename: 'Clio 4 stock.ori', size: 1234, purpose: 'order' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'if-none-match': '*' },
      expires_in: 900,
      max_bytes: MAX,
    });
    expect(res.body.key).toMatch(new RegExp(`^orders/[0-9a-f-]{36}/original/${client.id}/1234/Clio_4_stock\\.ori$`));
    const url = new URL(res.body.url);
    expect(url.pathname).toContain(res.body.key);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    // Real S3 enforces the announced size (content-length is signed) and refuses a second PUT
    // over the object an order names (if-none-match is signed).
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'if-none-match']));
    // Deliveries and chat attachments still go under uploads/{user}/.
    const chat = await call('POST', '/api/uploads', { token: client.token, body: { filename: 'photo.jpg', size: 10, purpose: 'chat' } });
    expect(chat.body.key).toMatch(new RegExp(`^uploads/${client.id}/[0-9a-f-]{36}/10/photo\\.jpg$`));
  });

  it('refuses another extension, an empty or oversize file, and an unknown purpose', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { filename: 'carte.txt', size: 10, purpose: 'order' },
        'Format de fichier non accepté. Extensions autorisées\u202f: .bin, .ori, .mod, .hex, .map',
      ],
      [{ filename: 'a.bin', size: MAX + 1, purpose: 'order' }, 'Le fichier dépasse la taille maximale de 32 Mo'],
      [{ filename: 'a.bin', size: 0, purpose: 'order' }, 'Le fichier est vide'],
      [{ filename: 'a.bin', size: 10, purpose: 'logo' }, "L'usage du fichier doit être order, delivery ou chat"],
      [{ size: 10, purpose: 'order' }, 'Le nom du fichier est requis'],
    ];
    for (const [body, detail] of cases) {
      const res = await call('POST', '/api/uploads', { token: client.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
  });

  it('reserves delivery uploads to administrators', async () => {
    const res = await call('POST', '/api/uploads', {
      token: client.token,
      body: { filename: 'v1.bin', size: 10, purpose: 'delivery' },
    });
    expect(res.status).toBe(403);
    const admin = await call('POST', '/api/uploads', {
      token: await asAdmin(),
      body: { filename: 'v1.bin', size: 10, purpose: 'delivery' },
    });
    expect(admin.status).toBe(200);
    const anonymous = await call('POST', '/api/uploads', { body: { filename: 'v1.bin', size: 10, purpose: 'order' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/orders with upload_key', () => {
  it('registers a presigned upload as the original file where it landed (bytes intact, nothing copied)', async () => {
    const content = bytes(7 * 1024 * 1024); // over the 5 MB inline limit
    const ticket = await presignedUpload(client.token, content, 'Passat B8 stock.bin');
    expect(await exists(ticket.key)).toBe(true);

    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: {
        ...vehicle,
        selected_services: [],
        total_price: 999,
        upload_key: ticket.key,
        original_filename: 'Passat B8 stock.bin',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.original_filename).toBe('Passat B8 stock.bin');
    expect(res.body.files.original).toMatchObject({ filename: 'Passat B8 stock.bin', size: content.length });
    expect(res.body.total_price).toBe(0);
    // The order is the one drawn with the ticket, and its only object is the upload itself.
    expect(ticket.key.startsWith(`orders/${res.body.id}/original/${client.id}/`)).toBe(true);
    expect(await listKeys(`orders/${res.body.id}/`)).toEqual([ticket.key]);

    const { content: downloaded, response } = await download(client.token, res.body.id, 'original');
    expect(Buffer.compare(Buffer.from(downloaded), Buffer.from(content))).toBe(0);
    expect(response.headers.get('content-disposition')).toContain('filename="Passat B8 stock.bin"');

    // The upload is consumed: it cannot make a second order, and the first keeps its file.
    const again = await call('POST', '/api/orders', {
      token: client.token,
      body: { ...vehicle, upload_key: ticket.key },
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('Fichier envoyé introuvable');
    expect(await listKeys(`orders/${res.body.id}/`)).toEqual([ticket.key]);
    expect((await call('GET', '/api/orders', { token: client.token })).body.filter((o: { id: string }) => o.id === res.body.id)).toHaveLength(1);
  });

  it('makes the order without a CopyObject: the S3 calls of the creation, counted on its client', async () => {
    useFunctionsEnv();
    const { createOrder } = await import('@app/functions/orders/create-order');
    const { getUser } = await import('@app/functions/users/user-repository');
    const { createOrderSchema } = await import('@app/shared/orders/schemas');
    const content = bytes(3 * 1024 * 1024);
    const ticket = await presignedUpload(client.token, content, 'Golf 7 stock.bin');
    const user = await getUser(client.id);
    const s3Calls = countS3Calls();
    try {
      const order = await createOrder(user!, createOrderSchema.parse({ ...vehicle, upload_key: ticket.key }), []);
      expect(await listKeys(`orders/${order.id}/`)).toEqual([ticket.key]);
    } finally {
      s3Calls.stop();
    }
    // HeadObject (the size), GetObject (SHA-256 and analysis): the file is read once, never written.
    expect(s3Calls.calls).toEqual(['HeadObject', 'GetObject']);
  });

  it('takes the analysis the analysis call made of the same bytes: the creation reads no byte of the file', async () => {
    useFunctionsEnv();
    const { createOrder } = await import('@app/functions/orders/create-order');
    const { getUser } = await import('@app/functions/users/user-repository');
    const { createOrderSchema } = await import('@app/shared/orders/schemas');
    const analysed = await presignedUpload(client.token, bytes(2 * 1024 * 1024), 'Golf 7 lu.bin');
    const changed = await presignedUpload(client.token, bytes(1024 * 1024), 'Golf 7 relu.bin');
    const analyses = await Promise.all(
      [analysed, changed].map((t) => call('POST', '/api/uploads/analysis', { token: client.token, body: { upload_key: t.key } })),
    );
    expect(analyses.map((a) => a.status)).toEqual([200, 200]);
    // The second object is replaced after its analysis (same size, other bytes, so another ETag).
    const replacement = bytes(1024 * 1024);
    await s3().send(new PutObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key: changed.key, Body: replacement }));
    const user = await getUser(client.id);
    const s3Calls = countS3Calls();
    const commands = s3Calls.calls;
    try {
      const order = await createOrder(user!, createOrderSchema.parse({ ...vehicle, upload_key: analysed.key }), []);
      expect(commands).toEqual(['HeadObject']);
      expect(order.files.original?.analysis).toEqual(analyses[0]!.body);
      expect(order.files.original?.sha256).toBe(analyses[0]!.body.sha256);

      commands.length = 0;
      const other = await createOrder(user!, createOrderSchema.parse({ ...vehicle, upload_key: changed.key }), []);
      // Another ETag than the one analysed: the file is read again, and its own SHA-256 kept.
      expect(commands).toEqual(['HeadObject', 'GetObject']);
      expect(other.files.original?.sha256).toBe(createHash('sha256').update(replacement).digest('hex'));
      expect(other.files.original?.sha256).not.toBe(analyses[1]!.body.sha256);
    } finally {
      s3Calls.stop();
    }
  });

  it('takes the file name from the key when original_filename is absent', async () => {
    const ticket = await presignedUpload(client.token, bytes(100), 'ecu.hex');
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: { ...vehicle, upload_key: ticket.key },
    });
    expect(res.status).toBe(201);
    expect(res.body.original_filename).toBe('ecu.hex');
  });

  it("refuses another user's upload key, a key outside uploads/ and a key never uploaded", async () => {
    const ticket = await presignedUpload(other.token, bytes(100));
    const chat = await presignedUpload(other.token, bytes(100), 'stock.bin', 'chat');
    const [, orderId] = ticket.key.split('/');
    const keys = [
      ticket.key,
      chat.key,
      `uploads/${client.id}/00000000-0000-0000-0000-000000000000/100/absent.bin`,
      `uploads/${client.id}/../${other.id}/x/100/stock.bin`,
      chat.key.replace(`uploads/${other.id}/`, `uploads/${client.id}/`),
      ticket.key.replace(`/${other.id}/`, `/${client.id}/`),
      `orders/${orderId}/original/${client.id}/../${other.id}/100/stock.bin`,
      `orders/whatever/original/${client.id}/100/stock.bin`,
      `orders/whatever/original/stock.bin`,
    ];
    for (const key of keys) {
      const res = await call('POST', '/api/orders', { token: client.token, body: { ...vehicle, upload_key: key } });
      expect(res.status, key).toBe(400);
      expect(res.body.detail).toBe('Fichier envoyé introuvable');
    }
    expect(await exists(ticket.key)).toBe(true);
    expect(await exists(chat.key)).toBe(true);
    // Nor can a new order's upload be sent as a chat attachment (which would move it away).
    const { order } = await createOrder(client.token);
    const mine = await presignedUpload(client.token, bytes(100));
    const asChat = await call('POST', `/api/orders/${order.id}/chat`, { token: client.token, body: { message: 'x', upload_key: mine.key } });
    expect(asChat.status).toBe(400);
    expect(await exists(mine.key)).toBe(true);
  });

  it('refuses a bad original_filename extension', async () => {
    const ticket = await presignedUpload(client.token, bytes(100));
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: { ...vehicle, upload_key: ticket.key, original_filename: 'photo.jpg' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Format de fichier non accepté. Extensions autorisées\u202f: .bin, .ori, .mod, .hex, .map');
  });

  it('checks the size of the stored object, whatever was announced', async () => {
    const ticket = await call('POST', '/api/uploads', {
      token: client.token,
      body: { filename: 'big.bin', size: 100, purpose: 'order' },
    });
    // s3rver does not check signatures: the bytes PUT may exceed what was announced.
    const put = await fetch(ticket.body.url, {
      method: 'PUT',
      headers: ticket.body.headers,
      body: blob(new Uint8Array(MAX + 1)),
    });
    expect(put.status).toBe(200);
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: { ...vehicle, upload_key: ticket.body.key },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Le fichier dépasse la taille maximale de 32 Mo');
    expect(await exists(ticket.body.key)).toBe(false);
  });

  it('still requires the vehicle fields', async () => {
    const ticket = await presignedUpload(client.token, bytes(100));
    const res = await call('POST', '/api/orders', {
      token: client.token,
      body: { ...vehicle, engine: '', upload_key: ticket.key },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Le moteur est requis');
  });
});

describe('an upload is the file announced (issue 16)', () => {
  const MISMATCH = 'Le fichier reçu ne correspond pas au fichier annoncé. Envoyez-le de nouveau.';
  const TWO_MIB = 2 * 1024 * 1024;

  it('refuses an order whose upload is not the size announced, and writes nothing', async () => {
    const garage = await newClient();
    // Announced 16 bytes; s3rver takes the 2 MiB body that real S3 would refuse.
    const lying = await presignedUpload(garage.token, bytes(TWO_MIB), 'stage1.bin', 'order', 16);
    const res = await call('POST', '/api/orders', { token: garage.token, body: { ...vehicle, upload_key: lying.key } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: MISMATCH });
    expect((await call('GET', '/api/orders', { token: garage.token })).body).toEqual([]);
    expect(await exists(lying.key)).toBe(false);
    // A smaller body than announced is refused the same way.
    const short = await presignedUpload(garage.token, bytes(10), 'stage1.bin', 'order', 16);
    const shortRes = await call('POST', '/api/orders', { token: garage.token, body: { ...vehicle, upload_key: short.key } });
    expect(shortRes.body.detail).toBe(MISMATCH);
    // The same file announced at its size makes the order.
    const honest = await presignedUpload(garage.token, bytes(TWO_MIB), 'stage1.bin');
    const ok = await call('POST', '/api/orders', { token: garage.token, body: { ...vehicle, upload_key: honest.key } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.files.original.size).toBe(TWO_MIB);
  });

  it('refuses such a delivery before a version number is taken', async () => {
    const admin = await asAdmin();
    const { order } = await createOrder(client.token);
    const deliver = (key: string) =>
      call('POST', `/api/admin/orders/${order.id}/deliver`, { token: admin, body: { upload_key: key, version: 'nouvelle' } });
    const lying = await presignedUpload(admin, bytes(TWO_MIB), 'v1.bin', 'delivery', 16);
    const res = await deliver(lying.key);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MISMATCH);
    expect(Object.keys((await call('GET', `/api/orders/${order.id}`, { token: admin })).body.files)).toEqual(['original']);
    expect(await listKeys(`orders/${order.id}/v`)).toEqual([]);
    const honest = await presignedUpload(admin, bytes(16), 'v1.bin', 'delivery');
    const ok = await deliver(honest.key);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.files.v1.size).toBe(16);
  });

  it('refuses such a chat attachment, and no message is written', async () => {
    const { order } = await createOrder(client.token);
    const path = `/api/orders/${order.id}/chat`;
    const lying = await presignedUpload(client.token, bytes(TWO_MIB), 'photo.jpg', 'chat', 16);
    const res = await call('POST', path, { token: client.token, body: { message: 'Voici la photo', upload_key: lying.key } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MISMATCH);
    expect((await call('GET', path, { token: client.token })).body).toEqual([]);
    expect(await listKeys(`orders/${order.id}/chat/`)).toEqual([]);
    const honest = await presignedUpload(client.token, bytes(16), 'photo.jpg', 'chat');
    const ok = await call('POST', path, { token: client.token, body: { message: 'Voici la photo', upload_key: honest.key } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.attachment_filename).toBe('photo.jpg');
  });
});
