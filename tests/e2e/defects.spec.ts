import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  adminOrderAction,
  adminToken,
  approvedClient,
  bearer,
  loginThroughUi,
  signIn,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

/** The defects a new user found (issue 6), each with its test. */

async function signInTo(page: Page, email: string, password: string, home: RegExp) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(home);
}
const asAdmin = (page: Page) => signInTo(page, TEST_ADMIN.email, TEST_ADMIN.password, /\/admin$/);

test('a fixed discount typed "12,5" is saved as 12,50 € (12.5), not 125 €', async ({ page, request }) => {
  const client = await approvedClient(request, `Garage Virgule ${randomUUID().slice(0, 4)}`);
  const auth = bearer(await adminToken(request));
  const categoryName = `Virgule ${randomUUID().slice(0, 6)}`;
  const category = await (await request.post('/api/admin/categories', { headers: auth, multipart: { name: categoryName } })).json();

  await asAdmin(page);
  await page.goto('/admin/discounts');
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(client.email);
  await page.getByRole('button', { name: /Claire Martin/ }).first().click();
  await page.getByRole('button', { name: 'Ajouter une remise' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Catégorie').selectOption(category.id);
  await dialog.getByLabel('Type').selectOption('fixed');
  await dialog.getByLabel('Valeur').pressSequentially('12,5');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Remise créée')).toBeVisible();
  await expect(page.getByText(/^12,50\s€$/)).toBeVisible();
  await page.getByRole('button', { name: `Modifier la remise ${categoryName}` }).click();
  await expect(page.getByRole('dialog').getByLabel('Valeur')).toHaveValue('12,5');

  const stored = await (await request.get(`/api/admin/clients/${client.id}/discounts`, { headers: auth })).json();
  expect(stored).toEqual([{ category_id: category.id, category_name: categoryName, discount_type: 'fixed', discount_value: 12.5 }]);
});

test('catalogue prices read as euros the same way for the administrator and the client: "12,5 €" is 12,50 €', async ({ page, request }) => {
  const client = await approvedClient(request);
  const auth = bearer(await adminToken(request));
  const categoryName = `Prix ${randomUUID().slice(0, 6)}`;
  const category = await (await request.post('/api/admin/categories', { headers: auth, multipart: { name: categoryName } })).json();
  for (const { name, price } of [{ name: 'Stage 1', price: '200€' }, { name: 'Pop & Bang', price: '12,5 €' }]) {
    const res = await request.post(`/api/admin/categories/${category.id}/services`, { headers: auth, multipart: { name, price } });
    expect(res.status(), await res.text()).toBe(201);
  }

  await asAdmin(page);
  await page.goto('/admin/solutions');
  const card = page.getByRole('region', { name: categoryName });
  await expect(card.getByRole('row', { name: /Stage 1/ }).getByText(/^200,00\s€\sHT$/)).toBeVisible();
  await expect(card.getByRole('row', { name: /Pop & Bang/ }).getByText(/^12,50\s€\sHT$/)).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await signInTo(page, client.email, TEST_PASSWORD, /\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Nouvelle commande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle commande ECU' });
  await dialog.getByRole('button', { name: new RegExp(categoryName) }).click();
  const services = dialog.getByRole('listitem');
  await expect(services.filter({ hasText: 'Stage 1' }).getByText(/^200,00\s€\sHT$/)).toBeVisible();
  await expect(services.filter({ hasText: 'Pop & Bang' }).getByText(/^12,50\s€\sHT$/)).toBeVisible();
});

test('the payment badge and the balance due agree: Dû and its total, then Payé and 0', async ({ page, request }) => {
  const client = await approvedClient(request);
  const order = await seedOrder(request, client.token);
  const auth = bearer(await adminToken(request));
  await request.patch(`/api/admin/orders/${order.id}/price`, { headers: auth, data: { total_price: '230' } });
  await adminOrderAction(request, order.id, { status: 'termine' });

  await signInTo(page, client.email, TEST_PASSWORD, /\/$/);
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: order.registration });
  await expect(card.getByText('Dû', { exact: true })).toBeVisible();
  const balance = page.getByRole('banner').getByRole('button', { name: /Solde dû/ });
  // 230,00 € HT: the balance says its TTC.
  await expect(balance).toHaveText(/276,00\s€\sTTC/);

  await adminOrderAction(request, order.id, { payment_status: 'paye' });
  await page.reload();
  await expect(card.getByText('Payé', { exact: true })).toBeVisible();
  await expect(balance).toHaveText(/0,00\s€\sTTC/);
});

test('a failed refresh lands on /login saying the session expired; a signed-in user opening /login goes home', async ({ page, request }) => {
  const client = await approvedClient(request);
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'expired.access.token');
    localStorage.setItem('refresh_token', 'revoked.refresh.token');
  });
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Votre session a expiré, veuillez vous reconnecter.');

  await loginThroughUi(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('an administrator gets no new-order entry: /orders leads to Fichiers à modifier', async ({ page }) => {
  await asAdmin(page);
  await expect(page.getByRole('button', { name: 'Nouvelle commande' })).toHaveCount(0);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/admin\/files$/);
  await expect(page.getByRole('button', { name: 'Nouvelle commande' })).toHaveCount(0);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle commande' })).toHaveCount(0);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin order detail shows status first; the reference has no stray separator; the title is not cut', async ({ page, request }) => {
    const client = await approvedClient(request);
    const order = await seedOrder(request, client.token);
    await asAdmin(page);

    const title = page.getByRole('banner').getByText('ProTune File Manager');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(title).toHaveText('ProTune File Manager');

    await page.goto(`/admin/orders/${order.id}`);
    const status = page.getByRole('heading', { name: 'Statut' });
    await expect(status).toBeVisible();
    const box = await status.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);

    const lines = await page.locator('main ul').first().evaluate((list) => {
      // The text of each rendered line of the reference list, separators included.
      const tops = new Map<number, string>();
      for (const item of Array.from(list.children)) {
        const before = getComputedStyle(item, '::before').content.replace(/^"|"$/g, '').replace(/^none$/, '');
        const top = Math.round(item.getBoundingClientRect().top);
        tops.set(top, `${tops.get(top) ?? ''}${before}${item.textContent ?? ''} `);
      }
      return [...tops.values()].map((line) => line.trim());
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.startsWith('·'), line).toBe(false);
  });
});

test('the SAV banner reads as history once the order has left SAV', async ({ page, request }) => {
  const client = await approvedClient(request);
  const order = await seedOrder(request, client.token);
  await adminOrderAction(request, order.id, { status: 'termine' });
  const sav = await request.post(`/api/orders/${order.id}/sav-request`, {
    headers: bearer(client.token),
    data: { problem_description: 'Perte de puissance au-delà de 3 000 tr/min.' },
  });
  expect(sav.status()).toBe(200);

  await asAdmin(page);
  await page.goto(`/admin/orders/${order.id}`);
  const banner = page.getByTestId('sav-request');
  await expect(banner).toHaveAttribute('data-open', 'true');
  await expect(banner).toContainText('Demande de SAV');

  await adminOrderAction(request, order.id, { status: 'termine' });
  await page.reload();
  await expect(banner).toHaveAttribute('data-open', 'false');
  await expect(banner).toContainText('Demande de SAV précédente');
  await expect(banner).toContainText('Perte de puissance');
});

test('toasts never cover the bell or the logout button', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/solutions');
  await page.getByLabel('Nouvelle catégorie').fill(`Toast ${randomUUID().slice(0, 6)}`);
  await page.getByRole('button', { name: 'Ajouter la catégorie' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  for (const name of ['Se déconnecter', /Notifications/]) {
    const box = await page.getByRole('banner').getByRole('button', { name }).first().boundingBox();
    expect(toastBox && box).toBeTruthy();
    if (!toastBox || !box) continue;
    const overlaps =
      toastBox.x < box.x + box.width && box.x < toastBox.x + toastBox.width && toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
    expect(overlaps, String(name)).toBe(false);
  }
});
