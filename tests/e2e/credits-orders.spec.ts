import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, approvedClient, bearer, seedCatalogueFor, signIn, TEST_PASSWORD } from './support';

/**
 * Issue 40 (decision 040): a prepaid garage orders with its credits. The dialog shows the price in
 * credits and the balance after the order; the order is « Payé (crédits) »; « Mes crédits » shows
 * the balance dropped and the movement; an order the balance no longer covers cannot be sent.
 */
test('a prepaid garage orders with its credits: the balance after, « Payé (crédits) », the balance dropped', async ({ page, request }) => {
  test.setTimeout(120_000);
  const client = await approvedClient(request, `Garage Crédits ${randomUUID().slice(0, 6)}`);
  const { category } = await seedCatalogueFor(request, client.id);
  const admin = bearer(await adminToken(request));
  expect((await request.put(`/api/admin/clients/${client.id}/credits`, { headers: admin, data: { mode: 'prepaid', overdraft: 0 } })).status()).toBe(200);
  const credit = await request.post(`/api/admin/clients/${client.id}/credits/adjustments`, { headers: admin, data: { direction: 'credit', amount: 300, reason: 'Essai' } });
  expect(credit.status(), await credit.text()).toBe(201);
  const registration = `CR-${randomUUID().slice(0, 3).toUpperCase()}-40`;

  await signIn(page, client.email, TEST_PASSWORD, '/credits');
  await expect(page.getByText(/^300,00\scrédits$/).first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Nouvelle commande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle commande ECU' });
  await dialog.getByRole('button', { name: new RegExp(category.name) }).click();
  await dialog.getByRole('checkbox', { name: 'Stage 1' }).check();
  // 300,00 € less 10 %: 270,00 credits, 30,00 € left.
  const credits = dialog.getByTestId('order-credits');
  await expect(credits).toContainText(/Prix en crédits\s*270,00\scrédits/);
  await expect(credits).toContainText(/Solde après commande\s:\s*30,00\s€/);
  await dialog.getByLabel('Marque').fill('Renault');
  await dialog.getByLabel('Modèle').fill('Clio');
  await dialog.getByLabel('Année').fill('2020');
  await dialog.getByLabel('Immatriculation ou VIN').fill(registration);
  await dialog.getByLabel('Moteur').fill('1.5 dCi 90');
  await dialog.getByLabel('Kilométrage').fill('60000');
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles({ name: 'clio-orig.bin', mimeType: 'application/octet-stream', buffer: Buffer.from(randomUUID().repeat(64)) });
  await dialog.getByRole('button', { name: 'Créer la commande' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('article').filter({ hasText: registration });
  await expect(card.getByText('Payé (crédits)', { exact: true })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Mes crédits' }).first().click();
  await expect(page.getByText(/^30,00\scrédits$/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Historique des mouvements' }).getByRole('listitem').first()).toContainText(/-270,00\scrédits/);

  // A second one is not covered: the dialog says what is missing and sends nothing.
  await page.getByRole('banner').getByRole('button', { name: 'Nouvelle commande' }).click();
  await dialog.getByRole('button', { name: new RegExp(category.name) }).click();
  await dialog.getByRole('checkbox', { name: 'Stage 1' }).check();
  await expect(credits.getByRole('alert')).toHaveText(/Crédit insuffisant\s:\sil manque 240,00\s€ pour cette commande\./);
  await expect(dialog.getByRole('button', { name: 'Créer la commande' })).toBeDisabled();
});
