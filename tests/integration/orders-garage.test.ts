import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { createOrder, orderForm, setPayment, setStatus } from './orders-fixtures';

/**
 * What a garage expects (issue 16, defect 12): a year and a mileage that mean something, and the
 * unpaid orders that make its balance due as a list of their own.
 */
let client: Awaited<ReturnType<typeof newClient>>;
beforeAll(async () => {
  useFunctionsEnv();
  client = await newClient();
});

const nextYear = new Date().getUTCFullYear() + 1;
const yearMessage = `L'année doit être une année à 4 chiffres, de 1950 à ${nextYear}`;
const kilometersMessage = 'Le kilométrage doit être un nombre entier de kilomètres, de 0 à 2 000 000';

describe('vehicle year and mileage', () => {
  it.each(['12,5', '20', '1949', String(nextYear + 1), 'deux mille', '2019.0', '02019'])('refuses the year %s', async (year) => {
    const res = await call('POST', '/api/orders', { token: client.token, body: orderForm({ vehicle_year: year }) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(yearMessage);
  });

  it.each(['12,5 km', '12.5', '-3', '2000001', '120 000 km', 'beaucoup'])('refuses the mileage %s', async (kilometers) => {
    const res = await call('POST', '/api/orders', { token: client.token, body: orderForm({ kilometers }) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(kilometersMessage);
  });

  it('keeps a year from 1950 to next year and a whole mileage, thousands spaces dropped', async () => {
    for (const [year, kilometers, stored] of [
      ['1950', '0', '0'],
      [String(nextYear), '2000000', '2000000'],
      [' 2019 ', '120 000', '120000'],
    ] as const) {
      const { order } = await createOrder(client.token, { vehicle_year: year, kilometers });
      expect(order).toMatchObject({ vehicle_year: year.trim(), kilometers: stored });
    }
    // A JSON client may send numbers.
    const json = await call('POST', '/api/orders', { token: client.token, body: { vehicle_year: 2018, kilometers: 98000 } });
    expect(json.status).toBe(400);
    expect(json.body.detail).not.toMatch(/année|kilométrage/);
  });
});

describe('GET /api/orders?payment=unpaid', () => {
  it('lists the orders that make the balance due, and only them', async () => {
    const company = `Garage Impayés ${Date.now().toString(36)}`;
    const garage = await newClient({ overrides: { company_name: company } });
    const waiting = (await createOrder(garage.token)).order;
    const finished = (await createOrder(garage.token)).order;
    const paid = (await createOrder(garage.token)).order;
    const disputed = (await createOrder(garage.token)).order;
    await setStatus(finished.id, 'termine');
    await setStatus(paid.id, 'termine');
    await setPayment(paid.id, 'paye');
    await setPayment(disputed.id, 'litige');

    const res = await call('GET', '/api/orders?payment=unpaid', { token: garage.token });
    expect(res.status).toBe(200);
    expect(res.body.map((o: { id: string }) => o.id)).toEqual([disputed.id, finished.id]);
    expect(waiting.payment_status).toBe('non_du');

    // With a status and a search too; an administrator's list filters the same way.
    const termine = await call('GET', '/api/orders?payment=unpaid&status=termine', { token: garage.token });
    expect(termine.body.map((o: { id: string }) => o.id)).toEqual([finished.id]);
    const admin = await call('GET', `/api/orders?payment=unpaid&q=${encodeURIComponent(company)}`, { token: await asAdmin() });
    expect(admin.status).toBe(200);
    expect(admin.body.map((o: { id: string }) => o.id)).toEqual([disputed.id, finished.id]);

    const unknown = await call('GET', '/api/orders?payment=paye', { token: garage.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('Filtre de paiement inconnu');
  });
});
