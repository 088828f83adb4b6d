import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { bytes, createOrder, download, setStatus, type CreatedOrder } from './orders-fixtures';

let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
let first: CreatedOrder;
let second: CreatedOrder;
let otherOrder: CreatedOrder;
let firstContent: Uint8Array;

beforeAll(async () => {
  admin = await asAdmin();
  [client, other] = await Promise.all([newClient(), newClient()]);
  ({ order: first, content: firstContent } = await createOrder(
    client.token,
    {},
    { content: bytes(3000), name: 'Réglage d’origine.bin' },
  ));
  ({ order: second } = await createOrder(client.token, { vehicle_brand: 'Peugeot' }));
  ({ order: otherOrder } = await createOrder(other.token));
});

const ids = (list: CreatedOrder[]) => list.map((o) => o.id);

describe('GET /api/orders', () => {
  it('gives a client its own orders only, newest first', async () => {
    const res = await call('GET', '/api/orders', { token: client.token });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([second.id, first.id]);
    expect(res.body[0]).toMatchObject({ vehicle_brand: 'Peugeot', client_id: client.id, paid: false });
  });

  it('gives an administrator every order, newest first', async () => {
    const res = await call('GET', '/api/orders?time=123', { token: admin });
    expect(res.status).toBe(200);
    const list: CreatedOrder[] = res.body;
    expect(ids(list)).toEqual(expect.arrayContaining([first.id, second.id, otherOrder.id]));
    const created = list.map((o) => o.created_at as string);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status (one query per status, merged newest first)', async () => {
    await setStatus(first.id, 'en_cours');
    await setStatus(otherOrder.id, 'annule');
    const res = await call('GET', '/api/orders?status=en_attente,en_cours,annule', { token: admin });
    expect(res.status).toBe(200);
    const list: CreatedOrder[] = res.body;
    expect(list.every((o) => ['en_attente', 'en_cours', 'annule'].includes(o.status))).toBe(true);
    expect(ids(list)).toEqual(expect.arrayContaining([first.id, second.id, otherOrder.id]));
    const created = list.map((o) => o.created_at as string);
    expect(created).toEqual([...created].sort().reverse());

    const mine = await call('GET', '/api/orders?status=en_cours', { token: client.token });
    expect(ids(mine.body)).toEqual([first.id]);
    const theirs = await call('GET', '/api/orders?status=en_cours,annule', { token: other.token });
    expect(ids(theirs.body)).toEqual([otherOrder.id]);

    const bad = await call('GET', '/api/orders?status=livre', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Statut inconnu');
    await setStatus(first.id, 'en_attente');
    await setStatus(otherOrder.id, 'en_attente');
  });

  it('needs a signed-in approved account', async () => {
    expect((await call('GET', '/api/orders')).status).toBe(401);
    const pending = await newClient({ approve: false });
    expect((await call('GET', '/api/orders', { token: pending.token })).status).toBe(403);
  });
});

describe('GET /api/orders/{id}', () => {
  it('gives the owner and administrators the order with every field', async () => {
    const own = await call('GET', `/api/orders/${first.id}`, { token: client.token });
    expect(own.status).toBe(200);
    expect(Object.keys(own.body).sort()).toEqual(
      [
        'amount_due',
        'total_ht',
        'total_vat',
        'total_ttc',
        'vat_rate',
        'id',
        'client_id',
        'client_name',
        'client_company',
        'vehicle_brand',
        'vehicle_model',
        'vehicle_year',
        'registration',
        'engine',
        'kilometers',
        'ecu_type',
        'fuel_type',
        'gearbox_type',
        'file_origin',
        'selected_services',
        'total_price',
        'paid',
        'notes',
        'useful_links',
        'original_filename',
        'read_method',
        'files',
        'status',
        'payment_status',
        'created_at',
        'updated_at',
        'sav_requested_at',
        'sav_problem_description',
      ].sort(),
    );
    const asAdminRes = await call('GET', `/api/orders/${first.id}`, { token: admin });
    expect(asAdminRes.status).toBe(200);
    expect(asAdminRes.body.id).toBe(first.id);
  });

  it("answers 404 for another client's order and an unknown id", async () => {
    for (const id of [otherOrder.id, 'inconnu', '00000000-0000-0000-0000-000000000000']) {
      const res = await call('GET', `/api/orders/${id}`, { token: client.token });
      expect(res.status, id).toBe(404);
      expect(res.body.detail).toBe('Commande non trouvée');
    }
  });
});

describe('GET /api/orders/{id}/download/{version}', () => {
  it('redirects to a presigned URL giving the exact bytes under the original name', async () => {
    const { content, response, location } = await download(client.token, first.id, 'original');
    expect(Buffer.compare(Buffer.from(content), Buffer.from(firstContent))).toBe(0);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toContain('attachment');
    expect(disposition).toContain("filename*=UTF-8''R%C3%A9glage%20d%E2%80%99origine.bin");
    expect(disposition).toContain('filename="Reglage d_origine.bin"');
    expect(location).toContain(`orders/${first.id}/original/`);

    const asAdminDownload = await download(admin, first.id, 'original');
    expect(asAdminDownload.content.length).toBe(3000);
  });

  it('answers the link as JSON with ?format=json or Accept: application/json', async () => {
    const byQuery = await call('GET', `/api/orders/${first.id}/download/original?format=json&t=1`, {
      token: client.token,
    });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toEqual({
      url: expect.stringContaining('X-Amz-Signature'),
      filename: 'Réglage d’origine.bin',
    });
    const byAccept = await call('GET', `/api/orders/${first.id}/download/original`, {
      token: client.token,
      headers: { accept: 'application/json' },
    });
    expect(byAccept.status).toBe(200);
    const file = await fetch(byAccept.body.url);
    expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), Buffer.from(firstContent))).toBe(0);
  });

  it('answers 404 for a version the order does not have or that is not a version', async () => {
    for (const version of [
      'v1',
      'sav',
      'v0',
      'V1',
      'final',
      '..%2F..%2Fetc',
      '..%2Foriginal',
      '%2E%2E',
      'original%00',
    ]) {
      const res = await call('GET', `/api/orders/${first.id}/download/${version}`, { token: client.token });
      expect(res.status, version).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
    const res = await call('GET', `/api/orders/${first.id}/download/..%2F..%2Fetc`, { token: client.token });
    expect(res.body.detail).toBe('Version introuvable');
  });

  it("answers 404 for another client's order", async () => {
    const res = await call('GET', `/api/orders/${otherOrder.id}/download/original`, { token: client.token });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Commande non trouvée');
    expect(res.headers.get('location')).toBeNull();
  });
});
