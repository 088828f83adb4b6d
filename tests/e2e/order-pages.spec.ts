import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { report, seriousViolations } from './a11y-audit';
import { adminToken, approvedClient, bearer, signIn, seedOrder, TEST_ADMIN, TEST_PASSWORD } from './support';

/**
 * Issue 7: 'Mes commandes' and the administrator's lists read GET /api/orders by pages of 50
 * ('Charger plus'), search on the server (?q=) and count from GET /api/order-counts.
 */
const ORDERS = 120;

/** Creates `count` orders of the client, a few at a time (the API is the fast way). */
async function seedOrders(request: APIRequestContext, token: string, registrations: string[]) {
  const queue = [...registrations];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await seedOrder(request, token, [], next);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

test("'Mes commandes' by pages: Charger plus to the end, server-side search, counts from the counters", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await approvedClient(request, 'Garage Pages');
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  // The oldest order is created first, alone, so that it is the last of the list.
  const oldest = `OLD-${suffix}`;
  await seedOrder(request, client.token, [], oldest);
  await seedOrders(
    request,
    client.token,
    Array.from({ length: ORDERS - 1 }, (_, i) => `PG-${suffix}-${String(i + 1).padStart(3, '0')}`),
  );
  const counts = await (await request.get('/api/order-counts', { headers: bearer(client.token) })).json();
  expect(counts.all).toBe(ORDERS);

  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/orders');
  const cards = page.getByRole('article');
  const oldestCard = cards.filter({ hasText: oldest });

  // The first page: 50 cards; the 'Toutes' tab counts every order, from the counters.
  await expect(cards).toHaveCount(50);
  await expect(page.getByRole('tab', { name: /Toutes/ })).toHaveText(/Toutes\s*120/);
  await expect(oldestCard).toHaveCount(0);
  const loadMore = page.getByRole('button', { name: 'Charger plus' });
  await expect(loadMore).toBeVisible();
  await expect(page.getByText('Toutes les commandes sont affichées')).toHaveCount(0);
  const firstPage = await seriousViolations(page, 'first page');
  expect(firstPage, report(firstPage)).toEqual([]);

  // Second page with the mouse, third with the keyboard: the end line takes the focus.
  await loadMore.click();
  await expect(cards).toHaveCount(100);
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(ORDERS);
  const end = page.getByText('Toutes les commandes sont affichées');
  await expect(end).toBeVisible();
  await expect(end).toBeFocused();
  await expect(loadMore).toHaveCount(0);
  await expect(oldestCard).toBeVisible();
  const lastPage = await seriousViolations(page, 'last page');
  expect(lastPage, report(lastPage)).toEqual([]);

  // The search is the server's: typing the oldest order's plate asks GET /api/orders?q=… and finds it.
  await page.reload();
  await expect(cards).toHaveCount(50);
  const searched = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.pathname === '/api/orders' && url.searchParams.get('q') === oldest;
  });
  await page.getByRole('searchbox', { name: 'Rechercher une commande' }).fill(oldest);
  await searched;
  await expect(oldestCard).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('1 résultat', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${oldest}`));
  // Same search, without dashes: the plate still matches.
  await page.getByRole('searchbox', { name: 'Rechercher une commande' }).fill(oldest.replace('-', ''));
  await expect(oldestCard).toBeVisible();
  await expect(cards).toHaveCount(1);
});

test("the administrator's list is paged too, its badge counts from the counters", async ({ page, request }) => {
  test.setTimeout(120_000);
  const auth = bearer(await adminToken(request));
  const toProcessNow = async () => {
    const counts = await (await request.get('/api/order-counts', { headers: auth })).json();
    return (counts.en_attente + counts.en_cours) as number;
  };
  // More than one page to process (the test above leaves 120; alone, this one seeds what lacks).
  const missing = 51 - (await toProcessNow());
  if (missing > 0) {
    const client = await approvedClient(request, 'Garage Admin Pages');
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    await seedOrders(request, client.token, Array.from({ length: missing }, (_, i) => `AP-${suffix}-${i}`));
  }
  const toProcess = await toProcessNow();

  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/files');
  await expect(page.getByRole('heading', { name: 'Fichiers à modifier' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByText(`${toProcess} commandes`)).toBeVisible();
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect(page.getByRole('article')).toHaveCount(Math.min(100, toProcess));
  const adminList = await seriousViolations(page, 'admin list');
  expect(adminList, report(adminList)).toEqual([]);
});
