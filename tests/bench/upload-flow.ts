import { randomBytes } from 'node:crypto';

const MIB = 1024 * 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface UploadFlowFigures {
  file: string;
  runs: number;
  raw_ms: number;
  flow_ms: number;
  create_ms: number;
  ratio: number;
  goal: string;
}

/**
 * The new-order flow with a 30 MiB file as the SPA runs it: POST /api/uploads (the ticket), the
 * PUT of the bytes to S3, POST /api/orders with the key. Against a raw PUT of the same bytes to a
 * presigned URL plus one API call (GET /api/auth/me): the ratio is raw / flow (goal ≥ 0.8x, the
 * order adds little to the upload itself), and the create call alone should take ≤ 150 ms.
 * As in the SPA, the upload's analysis is asked right after the PUT, while the garage fills in the
 * form: it is not timed, and the create call takes its result (decision 015 addendum).
 */
export async function uploadFlow(apiUrl: string, token: string, runs = 5): Promise<UploadFlowFigures> {
  const bytes = randomBytes(30 * MIB);
  const body = () => new Blob([bytes]);
  const api = (method: string, path: string, json?: unknown) =>
    fetch(apiUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
  const ticket = async () => {
    const res = await api('POST', '/api/uploads', { filename: 'bench 30M.bin', size: bytes.length, purpose: 'order' });
    if (!res.ok) throw new Error(`ticket: ${res.status}`);
    return (await res.json()) as { key: string; url: string; headers: Record<string, string> };
  };
  const put = async (t: { url: string; headers: Record<string, string> }) => {
    const res = await fetch(t.url, { method: 'PUT', headers: t.headers, body: body() });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`PUT: ${res.status}`);
  };
  const vehicle = { vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: 2019, registration: 'UP-300-MB', engine: '1.5 BlueHDi', kilometers: 80000, selected_services: [] };

  const raw: number[] = [];
  const flow: number[] = [];
  const create: number[] = [];
  for (let i = 0; i <= runs; i++) {
    // Raw: the PUT (to a URL presigned beforehand, not timed) and one API call.
    const rawTicket = await ticket();
    let t = performance.now();
    await put(rawTicket);
    await (await api('GET', '/api/auth/me')).arrayBuffer();
    const rawMs = performance.now() - t;

    t = performance.now();
    const flowTicket = await ticket();
    await put(flowTicket);
    const putDone = performance.now();
    const analysis = await api('POST', '/api/uploads/analysis', { upload_key: flowTicket.key });
    await analysis.arrayBuffer();
    if (!analysis.ok) throw new Error(`analysis: ${analysis.status}`);
    const c = performance.now();
    const res = await api('POST', '/api/orders', { ...vehicle, upload_key: flowTicket.key });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`create: ${res.status}`);
    const end = performance.now();
    // The first round warms both paths up.
    if (i === 0) continue;
    raw.push(rawMs);
    flow.push(putDone - t + (end - c));
    create.push(end - c);
  }
  const rawMs = median(raw);
  const flowMs = median(flow);
  return {
    file: '30 MiB',
    runs,
    raw_ms: Math.round(rawMs),
    flow_ms: Math.round(flowMs),
    create_ms: Math.round(median(create)),
    ratio: +(rawMs / flowMs).toFixed(2),
    goal: 'ratio ≥ 0.8x, create ≤ 150 ms',
  };
}
