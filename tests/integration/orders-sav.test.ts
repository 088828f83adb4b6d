import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { createOrder, setStatus } from './orders-fixtures';

let client: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;

beforeAll(async () => {
  [client, other] = await Promise.all([newClient(), newClient()]);
});

const sav = (token: string, id: string, body: Record<string, unknown>) =>
  call('POST', `/api/orders/${id}/sav-request`, { token, body });

describe('POST /api/orders/{id}/sav-request', () => {
  it('turns a termine order of its owner into sav with the description and the date', async () => {
    const { order } = await createOrder(client.token);
    await setStatus(order.id, 'termine');
    const before = Date.now();
    const res = await sav(client.token, order.id, {
      problem_description: '  Voyant moteur allumé après la reprogrammation  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      status: 'sav',
      sav_problem_description: 'Voyant moteur allumé après la reprogrammation',
    });
    expect(Date.parse(res.body.sav_requested_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.updated_at).toBe(res.body.sav_requested_at);

    const savList = await call('GET', '/api/orders?status=sav', { token: await asAdmin() });
    expect(savList.body.map((o: { id: string }) => o.id)).toContain(order.id);
    const waiting = await call('GET', '/api/orders?status=termine', { token: await asAdmin() });
    expect(waiting.body.map((o: { id: string }) => o.id)).not.toContain(order.id);

    // Already sav: a second request is refused.
    const again = await sav(client.token, order.id, { problem_description: 'Encore' });
    expect(again.status).toBe(409);
  });

  it('is possible only for a termine order (409)', async () => {
    const { order } = await createOrder(client.token);
    for (const status of ['en_attente', 'en_cours', 'annule']) {
      if (status !== 'en_attente') await setStatus(order.id, status);
      const res = await sav(client.token, order.id, { problem_description: 'Problème' });
      expect(res.status, status).toBe(409);
      expect(res.body.detail).toBe('La demande de SAV est possible uniquement pour une commande terminée');
    }
  });

  it('requires a description of 1 to 500 characters', async () => {
    const { order } = await createOrder(client.token);
    await setStatus(order.id, 'termine');
    for (const body of [{}, { problem_description: '' }, { problem_description: '   \n ' }]) {
      const res = await sav(client.token, order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBe('Veuillez décrire le problème rencontré');
    }
    const long = await sav(client.token, order.id, { problem_description: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe('La description ne doit pas dépasser 500 caractères');
    const max = await sav(client.token, order.id, { problem_description: 'é'.repeat(500) });
    expect(max.status).toBe(200);
  });

  it("answers 404 for another client's order or an unknown one, and 403 for an administrator", async () => {
    const { order } = await createOrder(other.token);
    await setStatus(order.id, 'termine');
    const res = await sav(client.token, order.id, { problem_description: 'Problème' });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Commande non trouvée');
    expect((await sav(client.token, 'inconnu', { problem_description: 'Problème' })).status).toBe(404);
    expect((await sav(await asAdmin(), order.id, { problem_description: 'Problème' })).status).toBe(403);
    const untouched = await call('GET', `/api/orders/${order.id}`, { token: other.token });
    expect(untouched.body.status).toBe('termine');
  });

  it('lets only one of two simultaneous requests through', async () => {
    const { order } = await createOrder(client.token);
    await setStatus(order.id, 'termine');
    const results = await Promise.all([
      sav(client.token, order.id, { problem_description: 'A' }),
      sav(client.token, order.id, { problem_description: 'B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
