import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { asAdmin, call } from './api';
import { useFunctionsEnv } from './functions-env';
import { listKeys } from './orders-fixtures';
import { clientWithHistory } from './privacy-fixtures';
import { clearedSeller, seller } from './seller-fixture';

let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  expect((await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: seller })).status).toBe(200);
});
afterAll(async () => {
  await call('PUT', '/api/admin/invoicing/seller', { token: admin, body: clearedSeller });
});

/** Every item of the table (a Scan: allowed in a test, never on a request path). */
async function everyItem(): Promise<Record<string, unknown>[]> {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: LOCAL_TABLE, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The kinds of the items that hold any of the values (any case). */
function kindsHolding(items: readonly Record<string, unknown>[], values: readonly string[]): string[] {
  const lower = values.map((v) => v.toLowerCase());
  const kinds = items.filter((item) => lower.some((v) => JSON.stringify(item).toLowerCase().includes(v))).map((item) => String(item.type));
  return [...new Set(kinds)].sort();
}

describe('erasure that keeps the books', () => {
  it("leaves the client's name, e-mail, phone and address only in its invoices; kept orders show the pseudonym", async () => {
    const [a, b] = [await clientWithHistory(), await clientWithHistory()];
    // Its erasure request: the administrators are told, the client card shows it.
    const asked = await call('POST', '/api/client/privacy/erasure-request', { token: a.token });
    expect(asked.status).toBe(202);
    expect((await call('GET', '/api/client/privacy/erasure-request', { token: a.token })).body).toEqual({ requestedAt: asked.body.requestedAt });
    const card = (await call('GET', `/api/admin/users?q=${encodeURIComponent(a.personal.company_name)}`, { token: admin })).body[0];
    expect(card).toMatchObject({ id: a.id, erasureRequestedAt: asked.body.requestedAt });
    expect(card.termsAcceptedAt).toBeDefined();
    const told = (await call('GET', '/api/notifications', { token: admin })).body;
    expect(told.some((n: any) => n.type === 'erasure_request' && n.title === "Demande d'effacement des données" && n.user_email === a.email)).toBe(true);
    // An invoice of its order, the order finished, an export built.
    expect((await call('PATCH', `/api/admin/orders/${a.order.id}/price`, { token: admin, body: { total_price: 120 } })).status).toBe(200);
    expect((await call('PUT', `/api/admin/orders/${a.order.id}/status`, { token: admin, body: { status: 'termine' } })).status).toBe(200);
    expect((await call('POST', '/api/client/privacy/exports', { token: a.token })).status).toBe(202);
    const { buildPendingExports } = await import('@app/functions/jobs/build-exports');
    await buildPendingExports();
    const personal = [a.email, a.personal.first_name, a.personal.last_name, a.personal.company_name, a.personal.phone, a.personal.address];
    expect(kindsHolding(await everyItem(), personal)).toEqual(expect.arrayContaining(['audit', 'invoice', 'notification', 'order', 'security_log', 'support_message', 'user']));

    const erased = await call('DELETE', `/api/admin/users/${a.id}`, { token: admin });
    expect(erased.status).toBe(200);

    const after = await everyItem();
    expect(kindsHolding(after, personal)).toEqual(['invoice']);
    expect(kindsHolding(after, [a.registration])).toEqual(['invoice']);
    // The other client is untouched.
    expect(kindsHolding(after, [b.email])).toEqual(expect.arrayContaining(['user']));
    expect((await call('GET', `/api/orders/${b.order.id}/chat`, { token: b.token })).body.length).toBe(2);

    const order = (await call('GET', `/api/orders/${a.order.id}`, { token: admin })).body;
    expect(order.client_company).toMatch(/^Client supprimé #\d+$/);
    expect(order).toMatchObject({ client_name: order.client_company, status: 'termine' });
    expect(order.files.original).toBeDefined();
    expect(await listKeys(`orders/${a.order.id}/original/`)).not.toEqual([]);
    expect((await call('GET', `/api/orders/${a.order.id}/chat`, { token: admin })).body).toEqual([]);
    expect(await listKeys(`exports/${a.id}/`)).toEqual([]);

    const audit = (await call('GET', `/api/admin/clients/${a.id}/audit`, { token: admin })).body;
    expect(audit[0]).toMatchObject({ action: 'client.delete', subject: order.client_company, after: { erasure: { orders: 1, order_chats: 1, support_messages: 2 } } });
    expect((await call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(401);
    // Two Scans of a table the whole suite has filled: longer than a request-sized test.
  }, 120_000);
});
