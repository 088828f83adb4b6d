import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import type { FileAnalysis } from '@app/shared/files/file-analysis';
import { keys } from '@app/functions/lib/db/keys';
import { readObject } from '@app/functions/lib/files/objects';
import { fileFacts, versionFacts } from '@app/functions/orders/file-facts';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { presignedUpload, s3, vehicle, type Bytes } from './orders-fixtures';
import {
  MIDDLE_ERASED,
  MiB,
  erasedFile,
  familyFile,
  familyFixtures,
  noise,
  truncatedFile,
  tunedCopy,
  tunedRegions,
  uniformFile,
  type FixtureFamily,
} from '../support/ecu-fixtures';

let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;

beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  [client, other] = await Promise.all([newClient(), newClient()]);
});

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

const analyse = (token: string, upload_key: unknown) => call('POST', '/api/uploads/analysis', { token, body: { upload_key } });

/** Uploads through the presigned flow and analyses the upload; the key and the 200's analysis. */
async function uploadAndAnalyse(token: string, content: Bytes, filename = 'lecture.bin') {
  const { key } = await presignedUpload(token, content, filename);
  const res = await analyse(token, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { key, analysis: res.body as FileAnalysis };
}

const placeOrder = async (token: string, upload_key: string, fields: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/orders', { token, body: { ...vehicle, selected_services: [], upload_key, ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

/** An administrator delivers `content` through a presigned upload (4 MiB is past the multipart limit). */
async function deliver(orderId: string, version: 'nouvelle' | 'sav', content: Bytes, filename = 'stage1.mod') {
  const { key } = await presignedUpload(admin, content, filename, 'delivery');
  const res = await call('POST', `/api/admin/orders/${orderId}/deliver`, { token: admin, body: { version, upload_key: key, filename } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const readOrder = async (token: string, id: string) => {
  const res = await call('GET', `/api/orders/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('readObject', () => {
  it('gives an object chunk by chunk, never whole, and stops early when asked', async () => {
    const content = noise(3 * MiB, 42);
    const key = `tests/stream-${Date.now()}.bin`;
    await s3().send(new PutObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key: key, Body: content }));
    const chunks: Uint8Array[] = [];
    for await (const chunk of readObject(key)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(1 * MiB);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(content));

    let seen = 0;
    for await (const chunk of readObject(key)) {
      seen += chunk.length;
      break;
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(content.length);
  });
});

describe('POST /api/uploads/analysis', () => {
  it('reads the family, the identifiers and a clean health from each family fixture', async () => {
    for (const name of Object.keys(familyFixtures) as FixtureFamily[]) {
      const fixture = familyFixtures[name];
      const content = familyFile(name);
      const { analysis } = await uploadAndAnalyse(client.token, content, `${name}.ori`);
      expect(analysis, name).toEqual({
        size: fixture.size,
        sha256: sha256(content),
        family: fixture.family,
        identifiers: fixture.identifiers,
        health: 'ok',
        findings: [],
      });
    }
  });

  it('warns of an erased block in the middle, an unusual size; all 0xFF is unreadable', async () => {
    const erased = await uploadAndAnalyse(client.token, erasedFile('middle'));
    expect(erased.analysis.health).toBe('warning');
    expect(erased.analysis.findings).toEqual([
      {
        code: 'erased_block',
        message: 'Lecture peut-être incomplète\u202f: zone effacée de 64\u00a0Ko à 0x1A0000',
        offset: MIDDLE_ERASED.offset,
        length: MIDDLE_ERASED.length,
      },
    ]);
    expect(erased.analysis.identifiers).toMatchObject({ ecu_variant: 'EDC17C66', hardware_number: '0281017946', software_number: '1037541778' });

    expect((await uploadAndAnalyse(client.token, erasedFile('end'))).analysis.health).toBe('ok');
    const truncated = await uploadAndAnalyse(client.token, truncatedFile());
    expect(truncated.analysis.health).toBe('warning');
    expect(truncated.analysis.findings.map((f) => f.code)).toEqual(['unknown_size']);
    const blank = await uploadAndAnalyse(client.token, uniformFile());
    expect(blank.analysis.health).toBe('unreadable');
    expect(blank.analysis.findings.map((f) => f.code)).toEqual(['uniform']);
  });

  it("answers 404 for another user's key or a key with no object, 400 for a bad body or a mismatched object", async () => {
    const { key } = await presignedUpload(client.token, familyFile('EDC15'), 'edc15.bin');
    const notMine = await analyse(other.token, key);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual({ detail: 'Fichier envoyé introuvable' });

    const ticket = await call('POST', '/api/uploads', { token: client.token, body: { filename: 'jamais.bin', size: 1024, purpose: 'order' } });
    const never = await analyse(client.token, ticket.body.key);
    expect(never.status).toBe(404);
    expect(never.body.detail).toBe('Fichier envoyé introuvable');
    expect((await analyse(client.token, `uploads/${client.id}/../x`)).status).toBe(404);

    for (const body of [{}, { upload_key: '' }, { upload_key: 42 }]) {
      const res = await call('POST', '/api/uploads/analysis', { token: client.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe('La clé du fichier est requise');
    }

    const lying = await presignedUpload(client.token, noise(2048), 'annonce.bin', 'order', 1024);
    const mismatch = await analyse(client.token, lying.key);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.detail).toBe('Le fichier reçu ne correspond pas au fichier annoncé. Envoyez-le de nouveau.');

    const attachment = await presignedUpload(client.token, noise(100), 'devis.pdf', 'chat');
    const pdf = await analyse(client.token, attachment.key);
    expect(pdf.status).toBe(400);
    expect(pdf.body.detail).toMatch(/^Format de fichier non accepté/);

    expect((await call('POST', '/api/uploads/analysis', { body: { upload_key: key } })).status).toBe(401);
  });
});

describe('POST /api/uploads/analysis with an order (before delivering)', () => {
  const analyseFor = (token: string, upload_key: string, order_id: unknown) =>
    call('POST', '/api/uploads/analysis', { token, body: { upload_key, order_id } });

  it("gives the administrator the changes against the order's original; the same upload is then delivered", async () => {
    const original = familyFile('EDC17');
    const order = await placeOrder(client.token, (await presignedUpload(client.token, original, 'Octavia.bin')).key);
    const tuned = tunedCopy(original);
    const { key } = await presignedUpload(admin, tuned, 'Octavia Stage 1.mod', 'delivery');

    const res = await analyseFor(admin, key, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changes = {
      original_size: original.length,
      size: tuned.length,
      size_differs: false,
      bytes_changed: tunedRegions.reduce((n, r) => n + r.length, 0),
      regions: tunedRegions.length,
      largest_region: { offset: 0x1c_8000, length: 2048 },
    };
    expect(res.body).toMatchObject({ size: tuned.length, sha256: sha256(tuned), family: 'EDC17', health: 'ok', changes });

    const alone = await analyse(admin, key);
    expect(alone.status).toBe(200);
    expect(alone.body).not.toHaveProperty('changes');

    const delivered = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: admin,
      body: { version: 'nouvelle', upload_key: key, filename: 'Octavia Stage 1.mod' },
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.files.v1.changes).toEqual(changes);

    const shorter = truncatedFile(MiB, tuned);
    const cut = await presignedUpload(admin, shorter, 'court.bin', 'delivery');
    const differs = await analyseFor(admin, cut.key, order.id);
    expect(differs.body.changes).toMatchObject({ original_size: original.length, size: MiB, size_differs: true });
  });

  it("refuses an order's id from a client (403, even on its own order), an unknown order (404) and an empty id (400)", async () => {
    const original = familyFile('EDC16');
    const { key } = await presignedUpload(client.token, original, 'edc16.bin');
    const order = await placeOrder(client.token, key);
    const mine = await presignedUpload(client.token, tunedCopy(original, [{ offset: 0x100, length: 4 }]), 'copie.bin');
    const refused = await analyseFor(client.token, mine.key, order.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Accès réservé aux administrateurs' });

    const upload = await presignedUpload(admin, original, 'v1.bin', 'delivery');
    const unknown = await analyseFor(admin, upload.key, 'commande-inexistante');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Commande non trouvée' });

    for (const orderId of ['', '   ', 42]) {
      const bad = await analyseFor(admin, upload.key, orderId);
      expect(bad.status, JSON.stringify(orderId)).toBe(400);
      expect(bad.body.detail).toBe('Identifiant de commande invalide');
    }
  });
});

describe('the analysis stored on the order', () => {
  it('keeps the original’s analysis and SHA-256 and the read method; both sides read them back', async () => {
    const content = erasedFile('middle');
    const { key, analysis } = await uploadAndAnalyse(client.token, content, 'Golf 7 banc.bin');
    const order = await placeOrder(client.token, key, { read_method: 'banc', original_filename: 'Golf 7 banc.bin' });
    expect(order.read_method).toBe('banc');
    expect(order.files.original).toEqual({
      filename: 'Golf 7 banc.bin',
      size: content.length,
      uploaded_at: order.created_at,
      sha256: sha256(content),
      analysis,
    });
    for (const token of [client.token, admin]) {
      const read = await readOrder(token, order.id);
      expect(read.files.original.analysis).toEqual(analysis);
      expect(read.files.original.sha256).toBe(sha256(content));
    }
    const list = await call('GET', '/api/orders', { token: client.token });
    expect(list.body.find((o: { id: string }) => o.id === order.id)?.files.original.analysis.health).toBe('warning');
  });

  it('gives each delivered version its SHA-256, analysis and changes against the original', async () => {
    const original = familyFile('EDC17');
    const { key } = await presignedUpload(client.token, original, 'Passat EDC17.bin');
    const order = await placeOrder(client.token, key, { read_method: 'obd' });
    expect(order.files.original.analysis.family).toBe('EDC17');

    const v1 = tunedCopy(original);
    const delivered = await deliver(order.id, 'nouvelle', v1, 'Passat Stage 1.mod');
    const changedBytes = tunedRegions.reduce((n, r) => n + r.length, 0);
    expect(delivered.files.v1).toMatchObject({ filename: 'Passat Stage 1.mod', size: v1.length, sha256: sha256(v1) });
    expect(delivered.files.v1.analysis).toMatchObject({ sha256: sha256(v1), size: v1.length, family: 'EDC17', health: 'ok' });
    expect(delivered.files.v1.changes).toEqual({
      original_size: original.length,
      size: v1.length,
      size_differs: false,
      bytes_changed: changedBytes,
      regions: tunedRegions.length,
      largest_region: { offset: 0x1c_8000, length: 2048 },
    });

    const sav = truncatedFile(2 * MiB, v1);
    const savOrder = await deliver(order.id, 'sav', sav, 'correctif.bin');
    expect(savOrder.files.sav.sha256).toBe(sha256(sav));
    expect(savOrder.files.sav.changes).toMatchObject({ original_size: original.length, size: sav.length, size_differs: true });

    const seen = await readOrder(client.token, order.id);
    expect(seen.files.v1.sha256).toBe(sha256(v1));
    expect(seen.files.v1.changes.bytes_changed).toBe(changedBytes);
    expect(seen.files.sav.sha256).toBe(sha256(sav));
    expect(seen.files.original.changes).toBeUndefined();
  });

  it('reads orders stored without them, or with an analysis the schema no longer takes', async () => {
    const { key } = await presignedUpload(client.token, familyFile('ME7'), 'me7.bin');
    const order = await placeOrder(client.token, key);
    expect(order.read_method).toBeNull();
    const db = DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));
    await db.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: keys.order(order.id),
        UpdateExpression: 'REMOVE files.original.sha256, files.original.analysis, read_method',
      }),
    );
    const old = await readOrder(client.token, order.id);
    expect(old.files.original).toEqual({ filename: 'me7.bin', size: order.files.original.size, uploaded_at: order.created_at });
    expect(old.read_method).toBeNull();

    await db.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: keys.order(order.id),
        UpdateExpression: 'SET files.original.analysis = :a, updated_at = :u',
        ExpressionAttributeValues: { ':a': { health: 'inconnu' }, ':u': new Date().toISOString() },
      }),
    );
    expect((await readOrder(client.token, order.id)).files.original.analysis).toBeUndefined();
  });

  it('stores no analysis when the read fails, without failing (a real S3 read of a missing object)', async () => {
    expect(await fileFacts('orders/none/original/missing.bin')).toEqual({});
    const content = familyFile('SIMOS');
    const key = `tests/version-${Date.now()}.bin`;
    await s3().send(new PutObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key: key, Body: content }));
    const facts = await versionFacts(key, 'orders/none/original/missing.bin');
    expect(facts).toEqual({ sha256: sha256(content), analysis: expect.objectContaining({ family: 'SIMOS' }) });
  });
});
