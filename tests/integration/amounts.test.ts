import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { counterKeys } from '@app/functions/lib/db/keys';
import { asAdmin, call, form, newClient } from './api';
import { addService, createCategory, createOrder, orderForm, setStatus, unique } from './orders-fixtures';

/** Amounts are bounded (at most 999 999,99 €), counters never leave the safe integers, and the carried-over balance counts. */

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

const TOO_LARGE = 'Le prix ne peut pas dépasser 999 999,99\u00a0€';
const HUGE = [1e22, 1e308, '99999999999999999999999', 9007199254740992, 1_000_000];

const balance = async (token: string) => {
  const res = await call('GET', '/api/client/balance', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.balance_due as number;
};

/** The client as GET /api/admin/users lists it (searched by its e-mail). */
const listed = async (email: string) => {
  const res = await call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { email: string; balance_due: number; unpaid_count: number; solde: string }[]).find((u) => u.email === email);
};

const setPrice = (orderId: string, total_price: unknown) =>
  call('PATCH', `/api/admin/orders/${orderId}/price`, { token: admin, body: { total_price } });

describe('order prices', () => {
  it('refuses a price above 999 999,99 € with a French detail; one at the bound reads fine in every balance', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    for (const huge of HUGE) {
      const res = await setPrice(order.id, huge);
      expect(res.status, String(huge)).toBe(400);
      expect(res.body).toEqual({ detail: TOO_LARGE });
    }
    expect((await setPrice(order.id, -1)).status).toBe(400);
    expect((await setPrice(order.id, 12.345)).body).toEqual({ detail: 'Le prix accepte au plus deux décimales' });

    expect((await setPrice(order.id, '999 999,99')).status).toBe(200);
    await setStatus(order.id, 'termine');
    const { order: second } = await createOrder(client.token);
    expect((await setPrice(second.id, 999_999.99)).status).toBe(200);
    await setStatus(second.id, 'termine');
    // 999 999,99 € HT is 1 199 999,99 € TTC: the balance is TTC.
    expect(await balance(client.token)).toBe(2_399_999.98);
    expect((await listed(client.email))?.balance_due).toBe(2_399_999.98);
  });
});

describe('service prices and order totals', () => {
  it('refuses a service priced above the bound (never stored), then an order whose total would pass it', async () => {
    const category = await createCategory();
    const res = await call('POST', `/api/admin/categories/${category.id}/services`, {
      token: admin,
      body: form({ name: unique('Stage'), price: '99999999999999999999999€' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: TOO_LARGE });

    const a = await addService(category.id, unique('Moteur'), '600 000 €');
    const b = await addService(category.id, unique('Boîte'), '400 000 €');
    const client = await newClient();
    const selected = (services: { name: string }[]) =>
      JSON.stringify(services.map((s) => ({ name: s.name, category_id: category.id })));
    const refused = await call('POST', '/api/orders', {
      token: client.token,
      body: orderForm({ selected_services: selected([a, b]) }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: 'Le total de la commande ne peut pas dépasser 999 999,99\u00a0€' });
    const { order } = await createOrder(client.token, { selected_services: selected([a]) });
    expect(order.total_price).toBe(600_000);
  });

  it('refuses a fixed discount above the bound', async () => {
    const [client, category] = await Promise.all([newClient(), createCategory()]);
    const res = await call('POST', `/api/admin/clients/${client.id}/discounts`, {
      token: admin,
      body: { category_id: category.id, discount_type: 'fixed', discount_value: 1e22 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Une remise fixe ne peut pas dépasser 999 999,99\u00a0€' });
  });
});

describe('a counters item that does not read', () => {
  it('is recounted from the orders: the client’s balance and every administrator’s list answer 200', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    expect((await setPrice(order.id, '120,50')).status).toBe(200);
    await setStatus(order.id, 'termine');
    // Poison the client's counters item: a balance past 2^53 (the SDK would answer a BigInt).
    const raw = new DynamoDBClient(localClientConfig(inject('dynamoEndpoint')));
    const key = counterKeys.client(client.id);
    await raw.send(
      new PutItemCommand({
        TableName: LOCAL_TABLE,
        Item: {
          pk: { S: key.pk },
          sk: { S: key.sk },
          type: { S: 'counters' },
          client_id: { S: client.id },
          orders_total: { N: '1' },
          unpaid_count: { N: '1' },
          balance_cents: { N: '99999999999999999999' },
          list_version: { N: '3' },
        },
      }),
    );
    // 120,50 € HT, 144,60 € TTC.
    expect((await listed(client.email))?.balance_due).toBe(144.6);
    expect(await balance(client.token)).toBe(144.6);
    const counts = await call('GET', '/api/order-counts', { token: client.token });
    expect(counts.body).toMatchObject({ all: 1, termine: 1 });
  });
});

describe('the carried-over balance (solde)', () => {
  it('adds to the balance due the client and the administrators see', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    expect((await setPrice(order.id, 10)).status).toBe(200);
    await setStatus(order.id, 'termine');
    const edit = (solde: unknown) =>
      call('PUT', `/api/admin/users/${client.id}`, { token: admin, body: { ...client.input, solde, new_password: '' } });

    const saved = await edit('150,50');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The order's 12,00 € TTC (10,00 € HT) and the carried-over 150,50 €.
    expect(saved.body).toMatchObject({ solde: '150,50€', balance_due: 162.5 });
    expect(await balance(client.token)).toBe(162.5);
    expect(await listed(client.email)).toMatchObject({ solde: '150,50€', balance_due: 162.5, unpaid_count: 1 });

    expect((await edit('1 000 000')).body).toEqual({ detail: 'Le solde ne peut pas dépasser 999 999,99\u00a0€' });
    expect((await edit('-3')).status).toBe(400);
    expect((await edit('')).body).toMatchObject({ solde: '0€', balance_due: 12 });
    expect(await balance(client.token)).toBe(12);
  });

  it('is set when an administrator creates the client', async () => {
    const email = `solde-${unique('x').split(' ')[1]}@garage.test`;
    const res = await call('POST', '/api/admin/users', {
      token: admin,
      body: { first_name: 'Léa', last_name: 'Roux', company_name: 'Garage Roux', email, password: 'motdepasse1', solde: 99.9 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ solde: '99,90€', balance_due: 99.9 });
  });
});
