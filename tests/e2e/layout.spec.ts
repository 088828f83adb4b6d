import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_PAGES } from '../../web/build/first-page-preload';
import {
  adminOrderAction,
  approvedClient,
  bearer,
  signIn,
  newEmail,
  registerThroughApi,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

/** Texts the layout used to cut (issue 6): every one is shown whole. */
const notCut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

test('at 1440 px the header shows the whole name and company', async ({ browser, request }) => {
  const company = 'Garage des Tests Automobiles du Grand Lyon Sud';
  const client = await approvedClient(request, company);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  for (const text of ['Claire Martin', company]) {
    const item = header.getByText(text, { exact: true });
    await expect(item).toBeVisible();
    expect(await notCut(item), text).toBe(true);
  }
  await context.close();
});

test('on a phone the SAV card shows the whole client name and company', async ({ browser, request }) => {
  const client = await approvedClient(request, 'Atelier Mécanique et Reprogrammation de Bretagne');
  const order = await seedOrder(request, client.token);
  await adminOrderAction(request, order.id, { status: 'termine' });
  const res = await request.post(`/api/orders/${order.id}/sav-request`, {
    headers: bearer(client.token),
    data: { problem_description: 'Fumée noire à l’accélération.' },
  });
  expect(res.status()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/sav');
  const card = page.getByRole('article').filter({ hasText: order.registration });
  const client_ = card.getByText(/Atelier Mécanique et Reprogrammation de Bretagne/).first();
  await expect(client_).toBeVisible();
  expect(await notCut(client_)).toBe(true);
  await context.close();
});

test('on a phone the pending screen buttons keep their full height', async ({ browser, request }) => {
  const email = newEmail('pending');
  await registerThroughApi(request, email, 'Garage en attente');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Compte en attente' })).toBeVisible();
  for (const name of ['Actualiser', 'Se déconnecter']) {
    const box = await page.getByRole('main').getByRole('button', { name }).boundingBox();
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(36);
  }
  await context.close();
});

/** The lines of the admin order reference as shown: an item's '·' counts only when it is not clipped. */
function referenceLines(page: Page) {
  return page.getByTestId('order-reference').evaluate((wrapper) => {
    const clip = wrapper.getBoundingClientRect();
    const lines = new Map<number, { left: number; text: string }[]>();
    for (const item of Array.from(wrapper.querySelectorAll('li'))) {
      const rect = item.getBoundingClientRect();
      const mark = getComputedStyle(item, '::before').content.replace(/^"|"$/g, '').replace(/^none$/, '');
      const shown = rect.left >= clip.left - 0.5 ? mark : '';
      const middle = Math.round(rect.top + rect.height / 2);
      lines.set(middle, [...(lines.get(middle) ?? []), { left: rect.left, text: `${shown} ${item.textContent ?? ''}` }]);
    }
    return [...lines.values()].map((line) =>
      line
        .sort((a, b) => a.left - b.left)
        .map((part) => part.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  });
}

test('the admin order reference never starts or ends a line with a separator, at any width', async ({ browser, request }) => {
  const client = await approvedClient(request);
  const order = await seedOrder(request, client.token);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId('order-reference')).toBeVisible();
  // Wide: one line, its items separated by '·'.
  expect(await referenceLines(page)).toEqual([expect.stringMatching(new RegExp(`^${order.registration} · Commande n° .+ · Créée le .+$`))]);
  for (const width of [1024, 900, 700, 640, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const line of await referenceLines(page)) {
      expect(line.startsWith('·') || line.endsWith('·'), `${width}px: ${line}`).toBe(false);
    }
  }
  await context.close();
});

test("each first page's data is asked once, by the HTML while the JS downloads (issue 20)", async ({ browser, request }) => {
  const client = await approvedClient(request, 'Garage du Premier Chargement');
  for (const [account, path] of [
    [client, '/'],
    [TEST_ADMIN, '/admin'],
  ] as const) {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await signIn(page, account.email, 'password' in account ? account.password : TEST_PASSWORD, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The change feed waits for the page's first load; the push channel's resync, later, asks again.
    await expect.poll(() => asked.includes('/api/changes')).toBe(true);
    // Until then, exactly the calls the HTML sent, each once: the page took every answer, and sent
    // none the HTML does not know of (FIRST_PAGES follows the page).
    const firstLoad = asked.slice(0, asked.indexOf('/api/changes'));
    expect(firstLoad.sort(), path).toEqual(['/api/auth/me', ...FIRST_PAGES[path].calls].sort());
    await context.close();
  }
});
