import { chromium, type Browser, type Page } from '@playwright/test';
import type { BenchAccount } from './bench-accounts';

/** The Debian chromium, as the e2e tests drive it (never a downloaded browser). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

/**
 * Every request a page sends, by method, path and outcome. Chromium reports a body-less 304 to
 * fetch() as a response and then as an aborted request: a request is counted once, at its first
 * outcome.
 */
export function countRequests(page: Page) {
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

/** The WebSocket frames of a page (the push channel), apart from its HTTP requests. */
export function countFrames(page: Page) {
  const frames = { sockets: 0, sent: 0, received: 0 };
  page.on('websocket', (socket) => {
    frames.sockets++;
    socket.on('framesent', () => frames.sent++);
    socket.on('framereceived', () => frames.received++);
  });
  return { frames, reset: () => Object.assign(frames, { sockets: 0, sent: 0, received: 0 }) };
}

/** A tab of its own context, signed in through the login page and arrived at `landing`; its requests and frames counted. */
export async function signedInTab(browser: Browser, baseURL: string, account: BenchAccount, landing: RegExp, prepare?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await prepare?.(page);
  const requests = countRequests(page);
  const frames = countFrames(page);
  const socketOpened = page.waitForEvent('websocket', { timeout: 15_000 });
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(landing);
  return { page, requests, frames, socketOpened };
}
