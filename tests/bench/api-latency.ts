import { randomBytes } from 'node:crypto';
import { startLocalStack } from '@app/infra/local/stack';
import { orderReadRatio } from './order-read-ratio';
import { uploadFlow } from './upload-flow';

interface Result {
  call: string;
  requests: number;
  concurrency: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  rps: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(call: string, requests: number, concurrency: number, fn: () => Promise<Response>): Promise<Result> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t = performance.now();
        const res = await fn();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${call}: ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n: number) => +n.toFixed(1);
  return { call, requests, concurrency, p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)), max_ms: round(times.at(-1)!), rps: round(requests / elapsed) };
}

/**
 * Latency of the main calls through the local gateway on DynamoDB Local: the same handlers and
 * queries as in the cloud, so regressions in request-path work (extra queries, scans) show up.
 */
export async function apiLatency(orderCount = 200): Promise<Result[]> {
  process.env.LOG_LEVEL = 'SILENT';
  const admin = { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' };
  const stack = await startLocalStack({ port: 0, admin });
  const url = stack.url;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const get = (path: string, token: string) => fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  try {
    const adminToken = (await (await post('/api/auth/login', admin)).json()).access_token as string;
    const client = { first_name: 'Bench', last_name: 'Client', company_name: 'Bench', address: 'x', phone: 'x', email: 'bench@bench.local', password: 'Bench-Client-1', acceptTerms: true };
    const created = await (await post('/api/auth/register', client)).json();
    await fetch(`${url}/api/admin/users/${created.id}/status`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ status: 'approved' }) });
    const token = (await (await post('/api/auth/login', { email: client.email, password: client.password })).json()).access_token as string;
    const form = () => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: '2019', registration: 'AB-123-CD', engine: '1.5 BlueHDi', kilometers: '80000', selected_services: '[]' })) data.append(k, v);
      data.append('file', new Blob([randomBytes(64 * 1024)]), 'ecu.bin');
      return data;
    };
    const results = [
      await measure('POST /api/orders (64 KiB multipart)', orderCount, 4, () => fetch(`${url}/api/orders`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form() })),
      await measure(`GET /api/orders (client, ${orderCount} orders)`, 100, 8, () => get('/api/orders', token)),
      await measure('GET /api/orders?status=en_attente (admin)', 100, 8, () => get('/api/orders?status=en_attente', adminToken)),
      await measure('GET /api/client/balance', 200, 8, () => get('/api/client/balance', token)),
      await measure('GET /api/admin/stats', 200, 8, () => get('/api/admin/stats', adminToken)),
      await measure('GET /api/auth/me', 300, 8, () => get('/api/auth/me', token)),
      await measure('POST /api/auth/login (scrypt)', 40, 4, () => post('/api/auth/login', { email: client.email, password: client.password })),
    ];
    const [first] = (await (await get('/api/orders', token)).json()) as { id: string }[];
    console.log('\nGET /api/orders/{id} against a bare server doing the same GetItems (p50, sequential)');
    console.table([await orderReadRatio(url, token, created.id as string, first!.id)]);
    console.log('\nA new order with a 30 MiB file (ticket, PUT, create) against a raw PUT plus one API call (medians)');
    console.table([await uploadFlow(url, token)]);
    return results;
  } finally {
    await stack.stop();
  }
}
