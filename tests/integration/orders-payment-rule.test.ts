import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { keys } from '@app/functions/lib/db/keys';
import { asAdmin, call, newClient } from './api';
import { createOrder, setPayment, setStatus } from './orders-fixtures';

/**
 * The payment rule (docs/spec-deviations.md): an order set termine while non_du becomes du in
 * the same write; unpaid = termine and payment neither paye nor non_du. Badge, balance and the
 * unpaid counter read the same rule.
 */
let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

const balance = async (token: string) => (await call('GET', '/api/client/balance', { token })).body.balance_due as number;
const unpaidCount = async () => (await call('GET', '/api/admin/stats', { token: admin })).body.unpaid as number;
const price = (id: string, total_price: string) =>
  call('PATCH', `/api/admin/orders/${id}/price`, { token: admin, body: { total_price } });

async function finishedOrder(total = '230') {
  const client = await newClient();
  const { order } = await createOrder(client.token);
  expect(order.payment_status).toBe('non_du');
  expect((await price(order.id, total)).status).toBe(200);
  return { client, order };
}

describe('payment rule', () => {
  it('makes a finished order owed: payment du, in the balance and the unpaid counter', async () => {
    const { client, order } = await finishedOrder();
    const before = await unpaidCount();
    const done = await setStatus(order.id, 'termine');
    expect(done.payment_status).toBe('du');
    expect(done.paid).toBe(false);
    // The balance is TTC (decision 034): 230 € HT at the seller's default 20 %.
    expect(await balance(client.token)).toBe(276);
    expect(await unpaidCount()).toBe(before + 1);
    const seen = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    expect(seen.body.payment_status).toBe('du');
  });

  it('leaves the balance once paid', async () => {
    const { client, order } = await finishedOrder();
    await setStatus(order.id, 'termine');
    const before = await unpaidCount();
    const paid = await setPayment(order.id, 'paye');
    expect(paid.paid).toBe(true);
    expect(await balance(client.token)).toBe(0);
    expect(await unpaidCount()).toBe(before - 1);
    // Going through SAV and back to termine keeps it paid.
    await setStatus(order.id, 'sav');
    expect((await setStatus(order.id, 'termine')).payment_status).toBe('paye');
  });

  it('keeps non_du set explicitly on a finished order: nothing owed, not counted', async () => {
    const { client, order } = await finishedOrder();
    await setStatus(order.id, 'termine');
    const before = await unpaidCount();
    expect((await setPayment(order.id, 'non_du')).payment_status).toBe('non_du');
    expect(await balance(client.token)).toBe(0);
    expect(await unpaidCount()).toBe(before - 1);
    const list = await call('GET', '/api/orders', { token: client.token });
    expect(list.body.find((o: { id: string }) => o.id === order.id).payment_status).toBe('non_du');
  });

  it('reads an older termine + non_du record as du everywhere (badge, balance, counter)', async () => {
    const { client, order } = await finishedOrder();
    const before = await unpaidCount();
    await setStatus(order.id, 'termine');
    // As written before the rule: termine with payment_status still non_du.
    const raw = DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));
    await raw.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: keys.order(order.id),
        UpdateExpression: 'SET payment_status = :non_du',
        ExpressionAttributeValues: { ':non_du': 'non_du' },
      }),
    );
    const seen = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    expect(seen.body.payment_status).toBe('du');
    // The balance is TTC (decision 034): 230 € HT at the seller's default 20 %.
    expect(await balance(client.token)).toBe(276);
    expect(await unpaidCount()).toBe(before + 1);
  });
});
