/** Helpers of the orders test files (not a test file itself). */
import { randomBytes, randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import { LOCAL_FILES_BUCKET, localClientConfig } from '@app/infra/local/stack';
import { asAdmin, call, form } from './api';
import { vehicle } from '../support/vehicle';

export const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

export interface Category {
  id: string;
  name: string;
  services: { id: string; name: string; price: string }[];
}

export async function createCategory(name = unique('Catégorie')): Promise<Category> {
  const res = await call('POST', '/api/admin/categories', { token: await asAdmin(), body: form({ name }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function addService(categoryId: string, name: string, price: string) {
  const res = await call('POST', `/api/admin/categories/${categoryId}/services`, {
    token: await asAdmin(),
    body: form({ name, price }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string; price: string };
}

export async function setDiscount(
  clientId: string,
  categoryId: string,
  discount_type: 'percentage' | 'fixed',
  discount_value: number,
) {
  const res = await call('POST', `/api/admin/clients/${clientId}/discounts`, {
    token: await asAdmin(),
    body: { category_id: categoryId, discount_type, discount_value },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

export { vehicle };

/** Random bytes of a given size: every file of a test is different. */
export type Bytes = Uint8Array<ArrayBuffer>;

export function bytes(size = 4096): Bytes {
  const out = new Uint8Array(size);
  out.set(randomBytes(size));
  return out;
}

export const blob = (content: Bytes) => new Blob([content], { type: 'application/octet-stream' });

/** Multipart order form as the spec's client sends it. */
export function orderForm(
  fields: Record<string, string> = {},
  file: { content?: Bytes; name?: string } | null = {},
): FormData {
  const values: Record<string, string | [Blob, string]> = {
    ...vehicle,
    selected_services: '[]',
    total_price: '0',
    ...fields,
  };
  if (file) values.file = [blob(file.content ?? bytes()), file.name ?? 'stock.bin'];
  return form(values);
}

export interface CreatedOrder {
  id: string;
  client_id: string;
  status: string;
  payment_status: string;
  total_price: number;
  created_at: string;
  updated_at: string;
  files: Record<string, { filename: string; size: number; uploaded_at: string }>;
  [key: string]: unknown;
}

/** Creates an order for a client (multipart); returns the order and the bytes of its file. */
export async function createOrder(
  token: string,
  fields: Record<string, string> = {},
  file: { content?: Bytes; name?: string } = {},
): Promise<{ order: CreatedOrder; content: Bytes }> {
  const content = file.content ?? bytes();
  const res = await call('POST', '/api/orders', { token, body: orderForm(fields, { ...file, content }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { order: res.body, content };
}

/**
 * `count` orders of the client written straight through the repository (as many as a test needs,
 * fast), a minute apart from 2025-01-01, oldest first, copies of one order made through the API
 * (with `fields` in place of its own, e.g. a status and a price).
 */
export async function seedOrders(token: string, count: number, registration: (i: number) => string, fields: Record<string, unknown> = {}) {
  const { insertOrder } = await import('@app/functions/orders/order-writes');
  const { getOrder } = await import('@app/functions/order-data/order-repository');
  const template = await getOrder((await createOrder(token)).order.id);
  if (!template) throw new Error('template order missing');
  const start = Date.parse('2025-01-01T00:00:00Z');
  const made: string[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => {
      const at = new Date(start + (i + j) * 60_000).toISOString();
      return { ...template, ...fields, id: randomUUID(), registration: registration(i + j), created_at: at, updated_at: at };
    });
    await Promise.all(batch.map((order) => insertOrder(order)));
    made.push(...batch.map((o) => o.id));
  }
  return { made, template: template.id };
}

/**
 * `count` copies of an order, each a millisecond newer than the last, put straight in the table:
 * no counters, no lookup items, only the lists (and the bounded read of a search) see them.
 */
export async function putNewerCopies(orderId: string, count: number, registration: (i: number) => string) {
  const { table } = await import('@app/functions/lib/db/table');
  const { getOrder } = await import('@app/functions/order-data/order-repository');
  const { orderEntity } = await import('@app/functions/order-data/order-record');
  const template = await getOrder(orderId);
  if (!template) throw new Error('template order missing');
  const start = Date.parse(template.created_at);
  const records = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i + 1).toISOString();
    return { ...template, id: randomUUID(), registration: registration(i), created_at: at, updated_at: at };
  });
  const copies = records.map((record) => orderEntity.item(record));
  for (let i = 0; i < count; i += 25) await Promise.all(copies.slice(i, i + 25).map((Item) => table.put({ Item })));
  await addCounters(records);
}

/**
 * The counter moves of orders put straight in the table, summed per counter item and added in one
 * update each: the stack is shared, and counters.test.ts recounts every order it holds.
 */
async function addCounters(orders: Parameters<typeof import('@app/functions/order-data/counters/order-contribution').counterDeltas>[1][]) {
  const { table } = await import('@app/functions/lib/db/table');
  const { counterDeltas, counterId } = await import('@app/functions/order-data/counters/order-contribution');
  const sums = new Map<string, { key: { pk: string; sk: string }; counts: Record<string, number>; attributes?: Record<string, unknown> }>();
  for (const order of orders) {
    for (const delta of counterDeltas(undefined, order)) {
      const sum = sums.get(counterId(delta.key)) ?? { key: delta.key, counts: {}, attributes: delta.attributes };
      for (const [name, n] of Object.entries(delta.counts)) sum.counts[name] = (sum.counts[name] ?? 0) + n;
      sums.set(counterId(delta.key), sum);
    }
  }
  for (const { key, counts, attributes } of sums.values()) {
    const names = Object.keys(counts);
    const extra = Object.keys(attributes ?? {});
    await table.update({
      Key: key,
      UpdateExpression: [`ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')}`, extra.length ? `SET ${extra.map((_, i) => `#a${i} = :a${i}`).join(', ')}` : ''].join(' '),
      ExpressionAttributeNames: Object.fromEntries([...names.map((n, i) => [`#c${i}`, n]), ...extra.map((n, i) => [`#a${i}`, n])]),
      ExpressionAttributeValues: Object.fromEntries([...names.map((n, i) => [`:c${i}`, counts[n]]), ...extra.map((n, i) => [`:a${i}`, attributes?.[n]])]),
    });
  }
}

/**
 * A fixture's « Terminé » without a delivered version: the audited override (decision 033), so
 * that the test sees the status change alone (a delivery also notifies and e-mails the client).
 */
export const FIXTURE_OVERRIDE = { force: true, reason: 'Fixture de test sans livraison' } as const;

export async function setStatus(orderId: string, status: string) {
  const body = status === 'termine' ? { status, ...FIXTURE_OVERRIDE } : { status };
  const res = await call('PUT', `/api/admin/orders/${orderId}/status`, { token: await asAdmin(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CreatedOrder;
}

export async function setPayment(orderId: string, payment_status: string) {
  const res = await call('PUT', `/api/admin/orders/${orderId}/payment`, {
    token: await asAdmin(),
    body: { payment_status },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CreatedOrder;
}

/** Follows a download (302 to a presigned S3 URL) and returns the bytes and the S3 response. */
export async function download(token: string, orderId: string, version: string) {
  const res = await call('GET', `/api/orders/${orderId}/download/${version}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  const location = res.headers.get('location');
  expect(location).toBeTruthy();
  const file = await fetch(location!);
  expect(file.status).toBe(200);
  return { content: new Uint8Array(await file.arrayBuffer()), response: file, location: location! };
}

export const s3 = () => new S3Client({ ...localClientConfig(inject('s3Endpoint')), forcePathStyle: true });

export async function listKeys(prefix: string): Promise<string[]> {
  const out = await s3().send(new ListObjectsV2Command({ Bucket: LOCAL_FILES_BUCKET, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

/** Asks for a presigned upload and PUTs the bytes to it. */
/** A presigned upload of `content`; `announced` is the size told to POST /api/uploads (s3rver takes any body). */
export async function presignedUpload(token: string, content: Bytes, filename = 'stock.bin', purpose = 'order', announced = content.length) {
  const ticket = await call('POST', '/api/uploads', { token, body: { filename, size: announced, purpose } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.url, { method: 'PUT', headers: ticket.body.headers, body: blob(content) });
  expect(put.status).toBe(200);
  return ticket.body as {
    key: string;
    url: string;
    method: string;
    headers: Record<string, string>;
    expires_in: number;
    max_bytes: number;
  };
}
