import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startLocalStack } from '@app/infra/local/stack';
import { benchAdmin, benchApi } from './bench-accounts';
import { launchChromium, signedInTab } from './bench-tabs';
import { percentile, round } from './http-probe';
import { textTable } from './text-table';

/**
 * `npm run bench`, section 'Push latency' (issue 19, Done when): the time from an
 * administrator's delivery (POST /api/admin/orders/{id}/deliver answered) to the client's bell
 * showing it in Chromium (the bell's name counting one more unread notification), over
 * DELIVERIES deliveries: p50 ≤ 300 ms, p95 ≤ 1 s. The path measured is the whole one: the
 * delivery's transaction, the table's stream, the stream handler's PostToConnection through the
 * local gateway's WebSocket, the SPA's refetch of the change feed and the bell's render.
 * Runs in a process of its own (run.ts forks it), like idle-tab.ts.
 */

const DELIVERIES = 20;
const SETTLE_MS = 2_000;
const root = resolve(import.meta.dirname, '../..');
const staticDir = process.env.BENCH_STATIC_DIR ?? join(root, 'web', 'dist');

process.env.LOG_LEVEL = 'SILENT';

declare global {
  interface Window {
    /** Each unread count the bell's name showed, with the page's clock when it did. */
    __bell: { unread: number; at: number }[];
    /** Each push frame that named the change feed, with the page's clock when it arrived. */
    __frames: number[];
  }
}

/** Records every change of the bell's name (a MutationObserver: no polling, no delay) and the arrival of each push frame naming the feed. */
async function recordBell(page: Page) {
  await page.addInitScript(() => {
    window.__bell = [];
    // Anonymous on purpose: tsx names a named function with a helper the page does not have.
    new MutationObserver(() => {
      const label = document.querySelector('header button[aria-label^="Notifications"]')?.getAttribute('aria-label');
      if (!label) return;
      const unread = Number(/(\d+)/.exec(label)?.[1] ?? 0);
      if (window.__bell.at(-1)?.unread !== unread) window.__bell.push({ unread, at: Date.now() });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    window.__frames = [];
    const NativeSocket = window.WebSocket;
    window.WebSocket = class extends NativeSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent) => {
          if (String(event.data).includes('"changes"')) window.__frames.push(Date.now());
        });
      }
    };
  });
}

const bellShowed = (page: Page, unread: number) =>
  page.waitForFunction((n) => window.__bell.find((entry) => entry.unread === n)?.at, unread, { timeout: 10_000 }).then((handle) => handle.jsonValue() as Promise<number>);

/** A small order of the client, through the API (its notification to the administrator is not measured). */
async function seedOrder(url: string, token: string, n: number): Promise<string> {
  const form = new FormData();
  const fields = { vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: '2019', registration: `PL-${String(n).padStart(3, '0')}-AT`, engine: '1.5 BlueHDi', kilometers: '80000', selected_services: '[]' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(4096).fill(n)]), `push-${n}.bin`);
  const res = await fetch(`${url}/api/orders`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`order ${n}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Delivers V1 of an order; resolves with the wall clock when it was sent and when the answer arrived. */
async function deliver(url: string, adminToken: string, orderId: string, n: number): Promise<{ sent: number; answered: number }> {
  const form = new FormData();
  form.append('version', 'nouvelle');
  form.append('file', new Blob([new Uint8Array(2048).fill(n)]), `push-${n}-v1.bin`);
  const sent = Date.now();
  const res = await fetch(`${url}/api/admin/orders/${orderId}/deliver`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  const answered = Date.now();
  if (res.status !== 200) throw new Error(`delivery ${n}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return { sent, answered };
}

if (!existsSync(join(staticDir, 'index.html'))) {
  console.log(`\nPush latency skipped: no SPA build in ${staticDir} (npm run build:web, or BENCH_STATIC_DIR).`);
  process.exit(0);
}

const stack = await startLocalStack({ port: 0, outboxDrainMs: 0, staticDir, admin: benchAdmin });
const url = stack.url;
try {
  const { client, adminToken, clientToken } = await benchApi(url).approvedClient('Push');
  const orders: string[] = [];
  for (let n = 1; n <= DELIVERIES; n++) orders.push(await seedOrder(url, clientToken, n));

  const browser = await launchChromium();
  try {
    const tab = await signedInTab(browser, url, client, /\/$/, recordBell);
    await tab.socketOpened;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    // The unread count before the first delivery (the account's approval is one).
    const base = await tab.page.evaluate(() => window.__bell.at(-1)?.unread);
    if (base === undefined) throw new Error('the bell never showed');
    tab.requests.reset();
    tab.frames.reset();

    const latencies: number[] = [];
    // Where the time goes: the answer → the push frame naming the feed (the delivery's transaction through the stream), that frame → the bell (the feed's refetch and the render).
    const toFrame: number[] = [];
    const frameToBell: number[] = [];
    for (const [i, orderId] of orders.entries()) {
      const { sent, answered } = await deliver(url, adminToken, orderId, i + 1);
      const shown = await bellShowed(tab.page, base + i + 1);
      const frame = await tab.page.evaluate((after) => window.__frames.find((at) => at >= after), sent);
      latencies.push(shown - answered);
      if (frame !== undefined) {
        toFrame.push(frame - answered);
        frameToBell.push(shown - frame);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const [p50, p95] = [50, 95].map((p) => percentile([...latencies].sort((a, b) => a - b), p)) as [number, number];
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${round(percentile(sorted, 50), 0)} · p95 ${round(percentile(sorted, 95), 0)} · min ${round(sorted[0] ?? NaN, 0)} · max ${round(sorted.at(-1) ?? NaN, 0)}`;
    };
    console.log(`\nPush latency: administrator's delivery (POST answered) → the client's bell in chromium, ${DELIVERIES} deliveries (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`);
    console.log(
      textTable([
        { figure: 'p50 (ms)', value: round(p50, 0), target: '≤ 300', verdict: p50 <= 300 ? 'ok' : 'MISSED' },
        { figure: 'p95 (ms)', value: round(p95, 0), target: '≤ 1000', verdict: p95 <= 1000 ? 'ok' : 'MISSED' },
        { figure: "answered → 'changes' frame (ms)", value: spread(toFrame), target: '', verdict: '' },
        { figure: "'changes' frame → bell (ms)", value: spread(frameToBell), target: '', verdict: '' },
        { figure: 'HTTP requests of the tab meanwhile', value: tab.requests.total(), target: '', verdict: '' },
        { figure: 'push frames it received', value: tab.frames.frames.received, target: '', verdict: '' },
      ]),
    );
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
process.exit(0);
