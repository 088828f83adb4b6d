import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startLocalStack } from '@app/infra/local/stack';
import { attachDynamoMeter, type MeterReading } from './dynamo-meter';
import { textTable } from './text-table';

/**
 * `npm run bench`, section 'Idle signed-in tab' (issue 9, Done when): what an open tab that
 * nobody touches costs.
 * 1. One idle poll of GET /api/changes (If-None-Match → 304), sent POLLS times: DynamoDB
 *    requests and RCU per poll (ReturnConsumedCapacity, dynamo-meter.ts) and bytes on the wire.
 * 2. The real SPA (a build: BENCH_STATIC_DIR, else web/dist) in the Debian chromium: a client on
 *    its home page and an administrator on the dashboard, signed in, left alone for
 *    BENCH_IDLE_SECONDS (60): every HTTP request the tabs send is counted, by call and status,
 *    and the DynamoDB requests and RCU of that minute.
 * Runs in a process of its own (run.ts forks it): the functions' DynamoDB client is a singleton
 * bound to the first local stack of a process.
 */

const POLLS = 50;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SETTLE_MS = 5_000;
const root = resolve(import.meta.dirname, '../..');
const staticDir = process.env.BENCH_STATIC_DIR ?? join(root, 'web', 'dist');
const round = (n: number, digits = 2) => +n.toFixed(digits);

process.env.LOG_LEVEL = 'SILENT';
const admin = { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' };
const client = { first_name: 'Bench', last_name: 'Idle', company_name: 'Garage Idle', address: '1 rue du Banc, 75001 Paris', phone: '+33 1 23 45 67 89', email: 'idle@bench.local', password: 'Bench-Client-Password-1' };

// No local outbox drain: its Query every few seconds is not the tabs' doing (in the cloud it runs once a minute).
const stack = await startLocalStack({ port: 0, outboxDrainMs: 0, staticDir: existsSync(staticDir) ? staticDir : undefined, admin });
const url = stack.url;
const meter = attachDynamoMeter();

const post = async (path: string, body: unknown, token?: string) =>
  fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const signIn = async (account: { email: string; password: string }) => (await (await post('/api/auth/login', account)).json()).access_token as string;

/** Bytes of an HTTP/1.1 message head (start line and headers) and its body. */
const headerPairs = (headers: Headers) => {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
};
const headBytes = (startLine: string, headers: Iterable<[string, string]>) =>
  Buffer.byteLength(`${startLine}\r\n${[...headers].map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);

async function idlePoll(token: string) {
  const first = await fetch(`${url}/api/changes`, { headers: { authorization: `Bearer ${token}` } });
  const etag = first.headers.get('etag') ?? '';
  await first.arrayBuffer();
  const requestHeaders: [string, string][] = [['host', new URL(url).host], ['authorization', `Bearer ${token}`], ['if-none-match', etag]];
  const statuses: Record<number, number> = {};
  let responseBytes = 0;
  let bodyBytes = 0;
  meter.reset();
  for (let i = 0; i < POLLS; i++) {
    const res = await fetch(`${url}/api/changes`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } });
    const body = Buffer.from(await res.arrayBuffer());
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    bodyBytes += body.length;
    responseBytes += headBytes(`HTTP/1.1 ${res.status} ${res.statusText}`, headerPairs(res.headers)) + body.length;
  }
  const reading = meter.read();
  return {
    statuses: Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(' '),
    ddbRequests: round(reading.requests / POLLS),
    commands: Object.entries(reading.commands).map(([c, n]) => `${c}×${round(n / POLLS)}`).join(' '),
    rcu: round(reading.rcu / POLLS),
    wcu: round(reading.wcu / POLLS),
    requestBytes: headBytes('GET /api/changes HTTP/1.1', requestHeaders),
    responseBytes: round(responseBytes / POLLS, 0),
    bodyBytes: round(bodyBytes / POLLS, 0),
  };
}

/**
 * Every request a page sends, by method, path and outcome. Chromium reports a body-less 304 to
 * fetch() as a response and then as an aborted request: a request is counted once, at its first
 * outcome.
 */
function countRequests(page: Page) {
  const counted = new Map<string, number>();
  const seen = new WeakSet<object>();
  let total = 0;
  const count = (request: object, key: string) => {
    if (seen.has(request)) return;
    seen.add(request);
    counted.set(key, (counted.get(key) ?? 0) + 1);
    total++;
  };
  const route = (url: string) => new URL(url).pathname.replace(/\/[0-9a-f-]{36}(?=\/|$)/g, '/{id}');
  page.on('response', (response) => {
    const request = response.request();
    count(request, `${request.method()} ${route(request.url())} → ${response.status()}`);
  });
  page.on('requestfailed', (request) => count(request, `${request.method()} ${route(request.url())} → ${request.failure()?.errorText ?? 'failed'}`));
  return { counted, total: () => total, reset: () => { counted.clear(); total = 0; } };
}

async function openTab(browser: Awaited<ReturnType<typeof chromium.launch>>, account: { email: string; password: string }, landing: RegExp) {
  const context = await browser.newContext({ baseURL: url, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(landing);
  return { page, requests: countRequests(page) };
}

try {
  const adminToken = await signIn(admin);
  const created = await (await post('/api/auth/register', client)).json();
  await fetch(`${url}/api/admin/users/${created.id}/status`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ status: 'approved' }) });
  const clientToken = await signIn(client);

  console.log(`\nIdle signed-in tab: one idle poll of GET /api/changes (If-None-Match, ${POLLS} polls averaged)`);
  const polls = [{ account: 'client', ...(await idlePoll(clientToken)) }, { account: 'administrator', ...(await idlePoll(adminToken)) }];
  console.log(
    textTable(
      polls.map((p) => ({
        tab: p.account,
        statuses: p.statuses,
        'DDB req/poll': p.ddbRequests,
        commands: p.commands,
        'RCU/poll': p.rcu,
        'WCU/poll': p.wcu,
        'request bytes': p.requestBytes,
        'response bytes (head+body)': p.responseBytes,
        'body bytes': p.bodyBytes,
      })),
    ),
  );

  if (!existsSync(join(staticDir, 'index.html'))) {
    console.log(`\nIdle tab in chromium skipped: no SPA build in ${staticDir} (npm run build:web, or BENCH_STATIC_DIR).`);
  } else {
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const tabs = [
        { name: 'client on /', ...(await openTab(browser, client, /\/$/)) },
        { name: 'administrator on /admin', ...(await openTab(browser, admin, /\/admin$/)) },
      ];
      // Let the first loads finish, then count a quiet minute.
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      for (const tab of tabs) tab.requests.reset();
      meter.reset();
      await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
      const reading: MeterReading = meter.read();
      const perMinute = 60 / IDLE_SECONDS;
      console.log(`\nIdle tab in chromium: HTTP requests sent in ${IDLE_SECONDS} s, the tabs left alone (after ${SETTLE_MS / 1000} s to settle)`);
      console.log(
        textTable(
          tabs.flatMap((tab) =>
            [...tab.requests.counted.entries()]
              .sort((a, b) => b[1] - a[1])
              .map(([call, n]) => ({ tab: tab.name, call, requests: n, 'per minute': round(n * perMinute, 1) })),
          ),
        ),
      );
      console.log(
        textTable(
          tabs.map((tab) => ({ tab: tab.name, 'requests per idle tab-minute': round(tab.requests.total() * perMinute, 1) })),
        ),
      );
      console.log(
        `DynamoDB during that time, both tabs: ${reading.requests} requests (${Object.entries(reading.commands).map(([c, n]) => `${c}×${n}`).join(', ') || 'none'}), ` +
          `${round(reading.rcu)} RCU, ${round(reading.wcu)} WCU → per tab-minute ${round((reading.requests * perMinute) / tabs.length, 1)} requests, ${round((reading.rcu * perMinute) / tabs.length)} RCU`,
      );
    } finally {
      await browser.close();
    }
  }
} finally {
  await stack.stop();
}
process.exit(0);
