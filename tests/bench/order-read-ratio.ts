import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keys } from '@app/functions/lib/db/keys';
import { table } from '@app/functions/lib/db/table';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** p50 of `requests` sequential calls (one at a time: latency, not throughput). */
async function p50(requests: number, fn: () => Promise<Response>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`order read: ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

/**
 * A bare Node server doing the GetItems of GET /api/orders/{id} (the account, then the order,
 * both consistent, as the entity layer reads them) with the functions' own DynamoDB client, and
 * nothing else: no token check, no event, no parsing. What the API adds over it is the cost of
 * the gateway, the middy chain, the token and the schemas.
 */
async function bareServer(userId: string) {
  const server = createServer(async (req, res) => {
    const id = req.url?.split('/').at(-1) ?? '';
    await table.get(keys.user(userId), true);
    const order = await table.get(keys.order(id), true);
    res.writeHead(order ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(order ?? { detail: 'Ressource introuvable' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface OrderReadRatio {
  call: string;
  requests: number;
  api_p50_ms: number;
  bare_p50_ms: number;
  ratio: number;
  goal: string;
}

/**
 * GET /api/orders/{id} through the local gateway against the bare server, in alternating rounds
 * (so a burst of load from elsewhere on the machine hits both alike). Goal (issue 20): ≤ 1.2x.
 */
export async function orderReadRatio(apiUrl: string, token: string, userId: string, orderId: string, requests = 3000): Promise<OrderReadRatio> {
  const bare = await bareServer(userId);
  try {
    const api = () => fetch(`${apiUrl}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
    const raw = () => fetch(`${bare.url}/orders/${orderId}`);
    await p50(200, api);
    await p50(200, raw);
    const rounds = 6;
    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let r = 0; r < rounds; r++) {
      apiTimes.push(await p50(requests / rounds, api));
      bareTimes.push(await p50(requests / rounds, raw));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const apiP50 = median(apiTimes);
    const bareP50 = median(bareTimes);
    return {
      call: 'GET /api/orders/{id}',
      requests,
      api_p50_ms: +apiP50.toFixed(2),
      bare_p50_ms: +bareP50.toFixed(2),
      ratio: +(apiP50 / bareP50).toFixed(2),
      goal: '≤ 1.2x',
    };
  } finally {
    await bare.stop();
  }
}
