import { expect, test, type Page } from '@playwright/test';
import {
  adminOrderAction,
  approvedClient,
  bearer,
  loginThroughUi,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';
import { DESKTOP, PHONE, report, seriousViolations, signedInPage, type Finding } from './a11y-audit';
import { mailsTo } from './mailbox';

/**
 * The header bell (spec §2, §6, §8, §9, issue 9): the change feed polled every 2 s (304 while
 * idle, the list fetched only when its version moves), the unread badge, the 3 s banner with
 * its tone and a browser notification closed after 5 s, click = read + navigate, 'Tout supprimer'.
 */

type Shown = { title: string; body: string | undefined; closed: boolean };
declare global {
  interface Window {
    __shown: Shown[];
    __tones: number;
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
  await loginThroughUi(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Idle: the feed is asked every 2 s and answers 304; the list, loaded once, is not asked again.
  await firstAnswers;
  const feed = watchFeed(page);
  await expect.poll(() => feed.changes.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  expect(
    feed.changes.every((status) => status === 304),
    `statuses ${feed.changes.join(',')}`,
  ).toBe(true);
  expect(feed.lists).toBe(0);

  // The administrator delivers V1: within a poll or two, the badge, the banner, the tone and
  // the browser notification.
  await adminOrderAction(request, order.id, { deliver: true });
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 6_000 });
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
  // It opens the order it is about, where V1 is downloaded; the link's parameter is dropped.
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: /V1/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
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

  // The same news by e-mail, in the local SES mailbox (the stack drains the outbox every 3 s).
  await expect
    .poll(async () => (await mailsTo(client.email)).map((mail) => mail.subject), { timeout: 10_000 })
    .toContain('Votre fichier est prêt');
});

test("an administrator's bell shows a client's new order and leads to 'Fichiers à modifier'", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const client = await approvedClient(request, 'Garage Commande');
  await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const bell = bellOf(page);
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/changes');
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
