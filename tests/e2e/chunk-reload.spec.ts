import { expect, test } from '@playwright/test';

test('a page chunk removed by a deploy reloads the page once, then the page shows', async ({ page }) => {
  let refused = 0;
  // The first request for the login page's chunk fails, as a chunk of an old build would.
  await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not Found' });
    return route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(refused).toBe(2);
  expect(loads).toHaveLength(2);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
});

test('a chunk that keeps failing shows the error page instead of reloading in a loop', async ({ page }) => {
  await page.route(/\/assets\/login-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads).toHaveLength(2);
});
