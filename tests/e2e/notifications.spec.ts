import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adminOrderAction,
  adminToken,
  apiLogin,
  approvedClient,
  bearer,
  newAdministrator,
  signIn,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';
import { DESKTOP, PHONE, report, seriousViolations, signedInPage, type Finding } from './a11y-audit';
import { mailsAfterDrain } from './mailbox';
import { resumePush, suspendPush } from './push-control';

/**
 * The header bell (spec §2, §6, §8, §9, issues 9 and 19): the change feed refetched when the push
 * channel says it moved (every 30 s while the channel is down; the list fetched only when its
 * version moves), the unread badge, the 3 s banner with its tone and a browser notification
 * closed after 5 s, click = read + navigate, 'Tout supprimer'.
 */

type Shown = { title: string; body: string | undefined; closed: boolean };
declare global {
  interface Window {
    __shown: Shown[];
    __tones: number;
    __socketsOpened: number;
    __fetching: number;
  }
}

/** Browser notifications granted and recorded (a stand-in Notification), tones counted. */
async function recordAlerts(page: Page) {
  await page.addInitScript(() => {
    window.__shown = [];
    window.__tones = 0;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      private entry: Shown;
      constructor(title: string, options?: { body?: string }) {
        this.entry = { title, body: options?.body, closed: false };
        window.__shown.push(this.entry);
      }
      close() {
        this.entry.closed = true;
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      window.__tones += 1;
      return start.apply(this, args);
    };
  });
}

/** Statuses of the page's GET /api/changes answers and the number of GET /api/notifications. */
function watchFeed(page: Page) {
  const seen = { changes: [] as number[], lists: 0 };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'GET') return;
    if (pathname === '/api/changes') seen.changes.push(response.status());
    if (pathname === '/api/notifications') seen.lists += 1;
  });
  return seen;
}

/** Counts the page's opened WebSockets and its fetches in flight (an init script, again on each load). */
async function instrumentPush(page: Page) {
  await page.addInitScript(() => {
    window.__socketsOpened = 0;
    window.__fetching = 0;
    const NativeSocket = window.WebSocket;
    window.WebSocket = class extends NativeSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('open', () => (window.__socketsOpened += 1));
      }
    };
    const nativeFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      window.__fetching += 1;
      return nativeFetch(...args).finally(() => (window.__fetching -= 1));
    };
  });
}

/**
 * Resolves once the page (instrumented) has opened `opened` push sockets since it loaded and the
 * resync that follows an opening has answered: nothing in flight for half a second.
 */
async function pushChannelReady(page: Page, opened = 1) {
  const quiet = () => page.waitForFunction((n) => window.__socketsOpened >= n && window.__fetching === 0, opened, { timeout: 20_000, polling: 100 });
  await quiet();
  await page.waitForTimeout(500);
  await quiet();
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a client is told its file is ready: badge, banner, dropdown, read and delete all', async ({ page, request }) => {
  test.setTimeout(90_000);
  await recordAlerts(page);
  const client = await approvedClient(request, 'Garage Cloche');
  const order = await seedOrder(request, client.token);

  const firstAnswers = Promise.all(
    ['/api/changes', '/api/notifications'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    ),
  );
  await instrumentPush(page);
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Idle with the push channel up: neither the feed nor the list is asked again.
  await firstAnswers;
  await pushChannelReady(page);
  const feed = watchFeed(page);
  await page.waitForTimeout(2_000);
  expect(feed.changes).toEqual([]);
  expect(feed.lists).toBe(0);

  // The administrator delivers V1: pushed, the badge, the banner, the tone and the browser notification.
  await adminOrderAction(request, order.id, { deliver: true });
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 3_000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');
  const banner = page.getByTestId('notification-banner');
  await expect(banner).toContainText('Votre fichier est prêt');
  await expect(banner).toContainText('La version V1');
  expect(feed.lists).toBe(1);
  await expect
    .poll(() => page.evaluate(() => window.__shown))
    .toEqual([{ title: 'Votre fichier est prêt', body: expect.stringContaining('La version V1'), closed: false }]);
  await expect.poll(() => page.evaluate(() => window.__tones)).toBe(1);
  await expect(banner).toBeHidden({ timeout: 5_000 });
  await expect.poll(() => page.evaluate(() => window.__shown[0]?.closed), { timeout: 5_000 }).toBe(true);

  // The dropdown lists it, unread; a click marks it read and opens the order on /orders.
  await bell.click();
  const menu = page.getByRole('menu');
  const item = menu.getByRole('menuitem', { name: /Votre fichier est prêt/ });
  await expect(item).toContainText('Non lue');
  await expect(item).toContainText("À l'instant");
  await item.click();
  // It opens the order it is about, where V1 is downloaded; the URL names it while it is open (issue 37).
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: /V1/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?order=[^&]+$/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(menu.getByRole('menuitem', { name: /Votre fichier est prêt/ })).not.toContainText('Non lue');

  // 'Tout supprimer' asks first; Annuler gives the focus back to the bell.
  await menu.getByRole('menuitem', { name: 'Tout supprimer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer toutes les notifications' });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer toutes les notifications ?');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(bell).toBeFocused();

  // By keyboard: open, go to the last item, confirm.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Tout supprimer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Tout supprimer' }).click();
  await expect(page.getByText('Toutes les notifications ont été supprimées')).toBeVisible();
  await expect(confirm).toBeHidden();
  await bell.click();
  await expect(menu).toContainText('Aucune notification');
  await expect(menu.getByRole('menuitem')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Nothing new arrived: no second banner.
  expect(await page.evaluate(() => window.__shown.length)).toBe(1);

  // The same news by e-mail, in the local SES mailbox.
  await expect
    .poll(async () => (await mailsAfterDrain(client.email)).map((mail) => mail.subject), { timeout: 30_000 })
    .toContain('Votre fichier est prêt');
});

test("an administrator's bell shows a client's new order and leads to 'Fichiers à modifier'", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const client = await approvedClient(request, 'Garage Commande');
  // Listened for before the page loads: its first change-feed read may answer before any later listener.
  const firstRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/changes');
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const bell = bellOf(page);
  await firstRead;
  const before = await bell.getAttribute('aria-label');

  const order = await seedOrder(request, client.token);
  await expect(page.getByTestId('notification-banner')).toContainText('Nouvelle commande', { timeout: 6_000 });
  await expect(page.getByTestId('notification-banner')).toContainText(order.registration);
  await expect(bell).not.toHaveAccessibleName(before ?? '');
  await expect(page.getByTestId('notification-badge')).toBeVisible();

  await bell.click();
  const first = page.getByRole('menu').getByRole('menuitem').first();
  await expect(first).toContainText('Nouvelle commande');
  await expect(first).toContainText(`Garage Commande : `);
  await expect(first).toContainText(order.registration);
  await first.click();
  await expect(page).toHaveURL(/\/admin\/files$/);
});

test('the open dropdown, full and empty, has no serious axe violation on a desktop and a phone', async ({
  browser,
  request,
}) => {
  const client = await approvedClient(request, 'Garage Accessible Cloche');
  const order = await seedOrder(request, client.token);
  await adminOrderAction(request, order.id, { deliver: true, status: 'termine' });
  const page = await signedInPage(browser, client.tokens);
  const findings: Finding[] = [];
  const openDropdown = async () => {
    await bellOf(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
  };
  await page.goto('/');
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await openDropdown();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(3);
    findings.push(...(await seriousViolations(page, `${viewport.width}px list`)));
    await page.keyboard.press('Escape');
  }
  // Empty: the same dropdown once everything is deleted.
  expect((await request.delete('/api/notifications/all', { headers: bearer(client.token) })).status()).toBe(200);
  await page.reload();
  await openDropdown();
  await expect(page.getByRole('menu')).toContainText('Aucune notification');
  findings.push(...(await seriousViolations(page, `${PHONE.width}px empty`)));
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

/** What push keeps fresh: the feed and notifications, order lists, counts, details and chats, the balance, the dashboard's figures. */
const PUSHED = /^\/api\/(changes|notifications|order-counts|orders(\/[^/]+(\/chat(\/unread-count)?)?)?|client\/balance|admin\/stats)$/;
/** A call this soon after a push frame follows it (the feed, then the list whose version moved). */
const AFTER_PUSH_MS = 3_000;

/** The page's calls to what push keeps fresh: those following a push frame, and the others (polls). */
function watchPolls(page: Page) {
  let lastFrame = 0;
  let watching = false;
  const seen = { polls: [] as string[], followed: [] as string[] };
  page.on('websocket', (socket) => socket.on('framereceived', () => (lastFrame = Date.now())));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!watching || request.method() !== 'GET' || !PUSHED.test(pathname)) return;
    (Date.now() - lastFrame <= AFTER_PUSH_MS ? seen.followed : seen.polls).push(pathname);
  });
  return {
    ...seen,
    watch() {
      watching = true;
      seen.polls.length = 0;
      seen.followed.length = 0;
    },
  };
}

/** A signed-in page of its own context, its clock installed (the fallback's 30 s are fast-forwarded). */
async function pushedPage(browser: Browser, email: string, password: string, landing: RegExp) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  await context.clock.install();
  const page = await context.newPage();
  await recordAlerts(page);
  await instrumentPush(page);
  const watched = watchPolls(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(landing);
  await pushChannelReady(page);
  return { page, watched };
}

test('push: the bell, the order list and the open order chat follow the administrator without a poll; the 30-s fallback while the channel is down', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await approvedClient(request, 'Garage Poussé');
  const order = await seedOrder(request, client.token);
  const admin = await pushedPage(browser, TEST_ADMIN.email, TEST_ADMIN.password, /\/admin$/);
  const customer = await pushedPage(browser, client.email, TEST_PASSWORD, /\/$/);
  const page = customer.page;

  // The client's order list with the order's chat open (a reload: a new socket, up again).
  await page.goto('/orders');
  await pushChannelReady(page);
  // By CSS: the open dialog hides the list from the accessibility tree, not from the screen.
  const card = page.locator('[role="article"]', { hasText: order.registration });
  await expect(card).toContainText('En attente');
  await card.getByRole('button', { name: 'Chat & Détails' }).click();
  const log = page.getByRole('dialog').getByRole('log', { name: 'Messages de la commande' });
  await expect(page.getByRole('dialog').getByText('Aucun message pour le moment.')).toBeVisible();

  // Settled: 2 s, then a minute fast-forwarded (every timer of the page), without one call to
  // what push keeps fresh.
  await page.waitForTimeout(1_500);
  customer.watched.watch();
  admin.watched.watch();
  await page.waitForTimeout(2_000);
  await Promise.all([page.clock.runFor(61_000), admin.page.clock.runFor(61_000)]);
  await page.waitForTimeout(500);
  expect(customer.watched.polls, 'client polls').toEqual([]);
  expect(admin.watched.polls, 'administrator polls').toEqual([]);
  expect([...customer.watched.followed, ...admin.watched.followed]).toEqual([]);

  // Pushed: a status change reaches the list, a delivery the bell, a message the open chat.
  const auth = bearer(await adminToken(request));
  await adminOrderAction(request, order.id, { status: 'en_cours' });
  await expect(card).toContainText('En cours', { timeout: 3_000 });
  await adminOrderAction(request, order.id, { deliver: true });
  await expect(page.getByTestId('notification-banner')).toContainText('Votre fichier est prêt', { timeout: 3_000 });
  const sent = await request.post(`/api/orders/${order.id}/chat`, { headers: auth, data: { message: 'Votre fichier est en route.', attachment_description: '' } });
  expect(sent.status()).toBe(201);
  await expect(log).toContainText('Votre fichier est en route.', { timeout: 3_000 });
  // A new order: the administrator's bell and its browser notification, by push too.
  const second = await seedOrder(request, client.token);
  await expect(admin.page.getByTestId('notification-banner')).toContainText(second.registration, { timeout: 3_000 });
  await expect.poll(() => admin.page.evaluate(() => window.__shown.map((shown) => shown.title))).toContain('Nouvelle commande');
  await page.waitForTimeout(500);
  expect(customer.watched.polls, 'client polls').toEqual([]);
  expect(admin.watched.polls, 'administrator polls').toEqual([]);
  expect(customer.watched.followed).toEqual(expect.arrayContaining(['/api/order-counts', '/api/changes', `/api/orders/${order.id}/chat`]));

  // The WebSocket endpoint stops: nothing comes until the fallback poll, 30 s later.
  await suspendPush();
  await adminOrderAction(request, order.id, { status: 'termine' });
  await page.waitForTimeout(2_000);
  await expect(card).toContainText('En cours');
  await page.clock.runFor(31_000);
  await expect(card).toContainText('Terminé', { timeout: 3_000 });
  expect(customer.watched.polls).toEqual(expect.arrayContaining(['/api/changes', '/api/order-counts']));

  // Back: the channel reconnects (within the backoff's 30 s) and pushes again, no poll.
  await resumePush();
  await page.clock.runFor(31_000);
  await pushChannelReady(page, 2);
  customer.watched.watch();
  const answer = await request.post(`/api/orders/${order.id}/chat`, { headers: auth, data: { message: 'Le canal est revenu.', attachment_description: '' } });
  expect(answer.status()).toBe(201);
  await expect(log).toContainText('Le canal est revenu.', { timeout: 3_000 });
  await page.waitForTimeout(500);
  expect(customer.watched.polls, 'client polls').toEqual([]);
  expect(customer.watched.followed).toContain(`/api/orders/${order.id}/chat`);
  await Promise.all([page.context().close(), admin.page.context().close()]);
});

test("a client's bell clears when it opens the order of a 'Votre fichier est prêt', not through the bell (issue 37)", async ({ page, request }) => {
  test.setTimeout(90_000);
  await recordAlerts(page);
  const client = await approvedClient(request, 'Garage Acte');
  const order = await seedOrder(request, client.token);
  await instrumentPush(page);
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/orders');
  await pushChannelReady(page);

  await adminOrderAction(request, order.id, { deliver: true });
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue', { timeout: 5_000 });

  // The client opens the order from its list: the server reads its notifications of it, the bell follows.
  await page.getByRole('button', { name: 'Chat & Détails' }).first().click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: /V1/ }).first()).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0, { timeout: 5_000 });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  const item = page.getByRole('menu').getByRole('menuitem', { name: /Votre fichier est prêt/ });
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Non lue');
  await page.keyboard.press('Escape');

  // The server agrees: nothing unread, after a reload too.
  const feed = await request.get('/api/changes', { headers: bearer(client.token) });
  expect((await feed.json()).unread_notifications).toBe(0);
  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');
});

test("an administrator's « Nouvelle commande » clears when it opens the order, « Nouvelle demande de SAV » when an administrator moves its status (issue 37)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The client first, the administrator next: its bell then holds only this test's orders (a registration tells the administrators existing then).
  const client = await approvedClient(request, 'Garage Tâches');
  const admin = await newAdministrator(request);
  const adminFeed = async () => {
    const { access_token } = await apiLogin(request, admin.email, admin.password);
    return (await (await request.get('/api/changes', { headers: bearer(access_token) })).json()) as { unread_notifications: number };
  };
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications');

  // A new order: the bell rises; the administrator opens the order from « Fichiers à modifier »: it is read.
  const order = await seedOrder(request, client.token);
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue', { timeout: 35_000 });
  await page.getByRole('link', { name: 'Fichiers à modifier' }).click();
  await page.getByRole('article').filter({ hasText: order.registration }).getByRole('button', { name: 'Gérer' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByTestId('notification-badge')).toHaveCount(0, { timeout: 15_000 });
  await expect(bell).toHaveAccessibleName('Notifications');
  expect((await adminFeed()).unread_notifications).toBe(0);

  // Away from the order (its page would read it again): delivered and finished, the client asks for SAV; the bell rises again.
  await page.getByRole('link', { name: 'Demandes de SAV' }).first().click();
  await expect(page.getByRole('heading', { name: 'Demandes de SAV', level: 1 })).toBeVisible();
  await adminOrderAction(request, order.id, { deliver: true, status: 'termine' });
  const sav = await request.post(`/api/orders/${order.id}/sav-request`, { headers: bearer(client.token), data: { problem_description: 'Perte de puissance à chaud' } });
  expect(sav.status(), await sav.text()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue', { timeout: 35_000 });
  await expect(page.getByRole('article').filter({ hasText: order.registration })).toBeVisible();

  // Another administrator moves its status: the task is done for every administrator, this bell follows without a reload.
  await adminOrderAction(request, order.id, { status: 'en_cours' });
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 35_000 });
  await bell.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.filter({ hasText: 'Nouvelle demande de SAV' })).toBeVisible();
  await expect(items.filter({ hasText: 'Nouvelle commande' })).toBeVisible();
  await expect(items.filter({ hasText: 'Non lue' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect((await adminFeed()).unread_notifications).toBe(0);
});
