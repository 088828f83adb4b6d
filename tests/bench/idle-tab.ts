import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalStack } from '@app/infra/local/stack';
import { benchAdmin, benchApi } from './bench-accounts';
import { launchChromium, signedInTab } from './bench-tabs';
import { attachDynamoMeter, type MeterReading } from './dynamo-meter';
import { textTable } from './text-table';

/**
 * `npm run bench`, section 'Idle signed-in tab' (issue 9, Done when): what an open tab that
 * nobody touches costs.
 * 1. One idle poll of GET /api/changes (If-None-Match → 304), sent POLLS times: DynamoDB
 *    requests and RCU per poll (ReturnConsumedCapacity, dynamo-meter.ts) and bytes on the wire.
 * 2. The real SPA (a build: BENCH_STATIC_DIR, else web/dist) in the Debian chromium: a client on
 *    its home page and an administrator on the dashboard, signed in, left alone for
 *    BENCH_IDLE_SECONDS (60): every HTTP request the tabs send is counted, by call and status
 *    (issue 19: at most 1 per idle tab-minute with the push channel up), the push channel's
 *    WebSocket frames apart, and the DynamoDB requests and RCU of that minute.
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
const admin = benchAdmin;

// No local outbox drain: its Query every few seconds is not the tabs' doing (in the cloud it runs once a minute).
const stack = await startLocalStack({ port: 0, outboxDrainMs: 0, staticDir: existsSync(staticDir) ? staticDir : undefined, admin });
const url = stack.url;
const meter = attachDynamoMeter();


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

try {
  const { client, adminToken, clientToken } = await benchApi(url).approvedClient('Idle');

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
    const browser = await launchChromium();
    try {
      const tabs = [
        { name: 'client on /', ...(await signedInTab(browser, url, client, /\/$/)) },
        { name: 'administrator on /admin', ...(await signedInTab(browser, url, admin, /\/admin$/)) },
      ];
      const sockets = await Promise.all(tabs.map((tab) => tab.socketOpened.then(() => true, () => false)));
      // Let the first loads (and the push channel's resync) finish, then count a quiet minute.
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      for (const tab of tabs) {
        tab.requests.reset();
        tab.frames.reset();
      }
      meter.reset();
      await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
      const reading: MeterReading = meter.read();
      const perMinute = 60 / IDLE_SECONDS;
      console.log(`\nIdle tab in chromium: HTTP requests sent in ${IDLE_SECONDS} s, the tabs left alone (after ${SETTLE_MS / 1000} s to settle)`);
      const calls = tabs.flatMap((tab) =>
        [...tab.requests.counted.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([call, n]) => ({ tab: tab.name, call, requests: n, 'per minute': round(n * perMinute, 1) })),
      );
      console.log(calls.length > 0 ? textTable(calls) : '(no HTTP request)');
      // Issue 19, Done when: at most 1 request per idle tab-minute; the push channel's frames apart.
      console.log(
        textTable(
          tabs.map((tab, i) => {
            const perTabMinute = round(tab.requests.total() * perMinute, 1);
            return {
              tab: tab.name,
              'push channel': sockets[i] ? 'open' : 'none',
              'requests per idle tab-minute': perTabMinute,
              'target ≤ 1': perTabMinute <= 1 ? 'ok' : 'MISSED',
              'frames sent/min': round(tab.frames.frames.sent * perMinute, 1),
              'frames received/min': round(tab.frames.frames.received * perMinute, 1),
              'sockets opened': tab.frames.frames.sockets,
            };
          }),
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
