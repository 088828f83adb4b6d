import { beforeAll, describe, expect, it } from 'vitest';
import { isUnpaid } from '@app/shared/orders/statuses';
import { asAdmin, call, form, newClient } from './api';
import { bytes, createOrder, FIXTURE_OVERRIDE, listKeys } from './orders-fixtures';

let admin: string;
let client: Awaited<ReturnType<typeof newClient>>;

beforeAll(async () => {
  admin = await asAdmin();
  client = await newClient();
});

describe('administrator calls refused to others', () => {
  it('answers 403 to a client and 401 without a token', async () => {
    const { order } = await createOrder(client.token);
    const calls: [string, string, Record<string, unknown> | FormData | undefined][] = [
      ['PUT', `/api/admin/orders/${order.id}/status`, { status: 'termine' }],
      ['PATCH', `/api/admin/orders/${order.id}/price`, { total_price: '1' }],
      ['PUT', `/api/admin/orders/${order.id}/payment`, { payment_status: 'paye' }],
      [
        'POST',
        `/api/admin/orders/${order.id}/deliver`,
        form({ version: 'nouvelle', file: [new Blob([bytes(10)]), 'v.bin'] }),
      ],
      ['DELETE', `/api/admin/orders/${order.id}`, undefined],
      ['GET', '/api/admin/stats', undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, { token: client.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    const unchanged = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    expect(unchanged.body).toMatchObject({ status: 'en_attente', payment_status: 'non_du', total_price: 0 });
    expect(Object.keys(unchanged.body.files)).toEqual(['original']);
  });
});

/** An administrator delivers a V1 of the order (what « Terminé » needs). */
async function deliverV1(orderId: string) {
  const res = await call('POST', `/api/admin/orders/${orderId}/deliver`, { token: admin, body: form({ version: 'nouvelle', file: [new Blob([bytes(64)]), 'v1.bin'] }) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const NO_VERSION = { detail: "Livrez d'abord un fichier\u202f: la commande n'a aucune version livrée." };

describe('PUT /api/admin/orders/{id}/status', () => {
  it('sets any of the five statuses (JSON or multipart) and updated_at', async () => {
    const { order } = await createOrder(client.token);
    await deliverV1(order.id);
    for (const status of ['en_cours', 'termine', 'sav', 'annule', 'en_attente']) {
      const res = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: form({ status }) });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const json = await call('PUT', `/api/admin/orders/${order.id}/status`, {
      token: admin,
      body: { status: 'termine' },
    });
    expect(json.body.status).toBe('termine');
    expect(json.body.updated_at > order.updated_at).toBe(true);
    const list = await call('GET', '/api/orders?status=termine', { token: admin });
    expect(list.body.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('refuses an unknown status and an unknown order', async () => {
    const { order } = await createOrder(client.token);
    for (const body of [{ status: 'livre' }, {}, { status: '' }]) {
      const res = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe('Statut inconnu');
    }
    const missing = await call('PUT', '/api/admin/orders/inconnu/status', {
      token: admin,
      body: { status: 'termine' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Commande non trouvée');
  });
});

describe('« Terminé » needs a delivered version (decision 033)', () => {
  it('refuses termine on an order without a delivered version with a French 409, the order unchanged', async () => {
    const { order } = await createOrder(client.token);
    const res = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(NO_VERSION);
    const unchanged = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    expect(unchanged.body).toMatchObject({ status: 'en_attente', payment_status: 'non_du' });
    // Other statuses need no version.
    expect((await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'en_cours' } })).status).toBe(200);
  });

  it('accepts termine once a version is delivered', async () => {
    const { order } = await createOrder(client.token);
    await deliverV1(order.id);
    const res = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('termine');
  });

  it('refuses force without a reason, or with a reason over 500 characters', async () => {
    const { order } = await createOrder(client.token);
    for (const [body, detail] of [
      [{ status: 'termine', force: true }, 'Indiquez le motif pour terminer la commande sans version livrée.'],
      [{ status: 'termine', force: true, reason: '   ' }, 'Indiquez le motif pour terminer la commande sans version livrée.'],
      [{ status: 'termine', force: true, reason: 'x'.repeat(501) }, 'Le motif ne peut pas dépasser 500 caractères.'],
    ] as const) {
      const res = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
  });

  it('accepts termine forced with a reason, which the audit entry keeps and the client timeline leaves out', async () => {
    const owner = await newClient();
    const { order } = await createOrder(owner.token);
    const reason = 'Fichier remis en main propre au garage';
    const res = await call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: { status: 'termine', force: true, reason: `  ${reason} ` } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('termine');
    const audit = await call('GET', `/api/admin/orders/${order.id}/audit`, { token: admin });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const entries = audit.body as { action: string; after: Record<string, unknown> }[];
    const status = entries.find((e) => e.action === 'order.status');
    expect(status?.after).toEqual({ status: 'termine', payment_status: 'du', override_reason: reason });
    const timeline = await call('GET', `/api/orders/${order.id}/timeline`, { token: owner.token });
    expect(timeline.status, JSON.stringify(timeline.body)).toBe(200);
    const steps = timeline.body as { action: string; after: Record<string, unknown> }[];
    expect(steps.find((e) => e.action === 'order.status')?.after).toEqual({ status: 'termine', payment_status: 'du' });
  });
});

describe('concurrent changes of one order', () => {
  it('answers each of 20 concurrent status changes 200 or 409 (never 5xx); the counters agree with the final order', async () => {
    const owner = await newClient();
    const { order } = await createOrder(owner.token);
    expect((await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: 10 } })).status).toBe(200);
    const statuses = ['en_cours', 'termine', 'sav', 'annule', 'en_attente'];
    // « Terminé » without a delivery: the audited override (decision 033), as before the rule.
    const bodyOf = (status: string) => (status === 'termine' ? { status, ...FIXTURE_OVERRIDE } : { status });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('PUT', `/api/admin/orders/${order.id}/status`, { token: admin, body: bodyOf(statuses[i % statuses.length]!) }),
      ),
    );
    for (const res of answers) {
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      if (res.status === 409) expect(res.body).toEqual({ detail: 'La commande a été modifiée entre-temps. Rechargez et réessayez.' });
    }
    expect(answers.filter((res) => res.status === 200).length).toBeGreaterThan(0);

    const final = (await call('GET', `/api/orders/${order.id}`, { token: owner.token })).body as { status: string; payment_status: string };
    const counts = await call('GET', '/api/order-counts', { token: owner.token });
    expect(counts.body).toMatchObject({ all: 1, [final.status]: 1 });
    const balance = await call('GET', '/api/client/balance', { token: owner.token });
    // 10,00 € HT owed TTC while its badge says so (decision 034).
    expect(balance.body.balance_due).toBe(isUnpaid(final) ? 12 : 0);
  });
});

describe('PATCH /api/admin/orders/{id}/price', () => {
  it('accepts a decimal with a dot or a comma', async () => {
    const { order } = await createOrder(client.token);
    const cases: [unknown, number][] = [
      ['120', 120],
      ['120.5', 120.5],
      ['120,50', 120.5],
      [75.25, 75.25],
      ['0', 0],
    ];
    for (const [total_price, expected] of cases) {
      const res = await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price } });
      expect(res.status, String(total_price)).toBe(200);
      expect(res.body.total_price).toBe(expected);
    }
    const multipart = await call('PATCH', `/api/admin/orders/${order.id}/price`, {
      token: admin,
      body: form({ total_price: '99,90' }),
    });
    expect(multipart.body.total_price).toBe(99.9);
  });

  it('refuses a non-numeric or negative price and an unknown order', async () => {
    const { order } = await createOrder(client.token);
    for (const total_price of ['abc', '-5', '', '12abc', -1]) {
      const res = await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price } });
      expect(res.status, String(total_price)).toBe(400);
      expect(res.body.detail).toBe('Le prix doit être un nombre positif');
    }
    const missing = await call('PATCH', '/api/admin/orders/inconnu/price', {
      token: admin,
      body: { total_price: '10' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/admin/orders/{id}/payment', () => {
  it('sets the six payment statuses; paid follows paye', async () => {
    const { order } = await createOrder(client.token);
    for (const payment_status of ['du', 'partiel', 'litige', 'non_paye', 'paye', 'non_du']) {
      const res = await call('PUT', `/api/admin/orders/${order.id}/payment`, {
        token: admin,
        body: { payment_status },
      });
      expect(res.status).toBe(200);
      expect(res.body.payment_status).toBe(payment_status);
      expect(res.body.paid).toBe(payment_status === 'paye');
    }
  });

  it('refuses an unknown payment status and an unknown order', async () => {
    const { order } = await createOrder(client.token);
    const res = await call('PUT', `/api/admin/orders/${order.id}/payment`, {
      token: admin,
      body: { payment_status: 'gratuit' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Statut de paiement inconnu');
    const missing = await call('PUT', '/api/admin/orders/inconnu/payment', {
      token: admin,
      body: { payment_status: 'paye' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('DELETE /api/admin/orders/{id}', () => {
  it('deletes the order and every file under orders/{id}/', async () => {
    const { order } = await createOrder(client.token);
    for (const version of ['nouvelle', 'nouvelle', 'sav']) {
      const res = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
        token: admin,
        body: form({ version, file: [new Blob([bytes(100)]), `${version}.mod`] }),
      });
      expect(res.status).toBe(200);
    }
    expect(await listKeys(`orders/${order.id}/`)).toHaveLength(4);

    const res = await call('DELETE', `/api/admin/orders/${order.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Commande supprimée avec succès' });
    expect(await listKeys(`orders/${order.id}/`)).toEqual([]);
    expect((await call('GET', `/api/orders/${order.id}`, { token: client.token })).status).toBe(404);
    expect((await call('GET', `/api/orders/${order.id}/download/original`, { token: admin })).status).toBe(404);
    const list = await call('GET', '/api/orders', { token: client.token });
    expect(list.body.map((o: { id: string }) => o.id)).not.toContain(order.id);

    const again = await call('DELETE', `/api/admin/orders/${order.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Commande non trouvée');
  });

  it('leaves the other orders and their files alone', async () => {
    const [{ order: keep }, { order: drop }] = await Promise.all([
      createOrder(client.token),
      createOrder(client.token),
    ]);
    expect((await call('DELETE', `/api/admin/orders/${drop.id}`, { token: admin })).status).toBe(200);
    expect(await listKeys(`orders/${keep.id}/`)).toHaveLength(1);
    expect((await call('GET', `/api/orders/${keep.id}`, { token: client.token })).status).toBe(200);
  });
});
