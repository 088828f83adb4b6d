import { expect, test } from '@playwright/test';
import { report, seriousViolations } from './a11y-audit';
import { approvedClient, signIn, TEST_PASSWORD } from './support';

/** 'Notifications par e-mail' on 'Mon Profil': a switch saved at once, kept across a reload. */
test('a client turns e-mails off on its profile, and the choice stays after a reload', async ({ page, request }) => {
  const client = await approvedClient(request, 'Garage Courriel');
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  // Through the menu, so the page starts from the session the login answer filled.
  await page.getByRole('link', { name: 'Mon Profil' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);

  const card = page.getByRole('region', { name: 'Notifications par e-mail' });
  const toggle = card.getByRole('switch', { name: 'Recevoir les e-mails' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // By keyboard: focus and Space.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Notifications par e-mail désactivées')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await page.reload();
  await expect(card.getByRole('switch', { name: 'Recevoir les e-mails' })).toHaveAttribute('aria-checked', 'false');
  const findings = await seriousViolations(page, 'e-mail card', { include: '[aria-labelledby="profile-email-title"]', allRules: true });
  expect(findings, report(findings)).toEqual([]);

  await card.getByRole('switch', { name: 'Recevoir les e-mails' }).click();
  await expect(page.getByText('Notifications par e-mail activées')).toBeVisible();
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Recevoir les e-mails' })).toHaveAttribute('aria-checked', 'true');
});
