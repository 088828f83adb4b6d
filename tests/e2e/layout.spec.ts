import { expect, test, type Locator } from '@playwright/test';
import { adminOrderAction, approvedClient, bearer, loginThroughUi, seedOrder, TEST_ADMIN, TEST_PASSWORD } from './support';

/** Texts the layout used to cut (issue 6): every one is shown whole. */
const notCut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

test('at 1440 px the header shows the whole name and company', async ({ browser, request }) => {
  const company = 'Garage des Tests Automobiles du Grand Lyon Sud';
  const client = await approvedClient(request, company);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await loginThroughUi(page, client.email, TEST_PASSWORD);
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
  await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/sav');
  const card = page.getByRole('article').filter({ hasText: order.registration });
  const client_ = card.getByText(/Atelier Mécanique et Reprogrammation de Bretagne/).first();
  await expect(client_).toBeVisible();
  expect(await notCut(client_)).toBe(true);
  await context.close();
});
