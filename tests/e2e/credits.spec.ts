import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, approvedClient, bearer, seedSeller, signIn, TEST_PASSWORD } from './support';

/** Narrow and ordinary no-break spaces as plain spaces, to compare displayed amounts. */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test("credits: a prepaid garage buys a pack on the payment page, its balance appears without a reload, its pack's Factur-X invoice downloads from 'Mes factures'", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await seedSeller(request);
  const admin = bearer(await adminToken(request));
  const client = await approvedClient(request, 'Garage Prépayé');
  expect((await request.put(`/api/admin/clients/${client.id}/credits`, { headers: admin, data: { mode: 'prepaid' } })).status()).toBe(200);
  const packName = `Pack E2E ${randomUUID().slice(0, 6)}`;
  expect((await request.post('/api/admin/credit-packs', { headers: admin, data: { name: packName, price: 100, bonus: 10 } })).status()).toBe(201);

  // A second tab on « Mes crédits », opened before the payment and never reloaded: the push channel updates it.
  await signIn(page, client.email, TEST_PASSWORD, '/credits');
  const watching = await context.newPage();
  await watching.goto('/credits');
  await expect(watching.getByRole('heading', { level: 1, name: 'Mes crédits' })).toBeVisible();
  await expect(watching.getByText('Aucun mouvement pour le moment.')).toBeVisible();
  await watching.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The paying tab: the pack, the payment page (the emulator's, as Stripe Checkout's), back to the portal.
  await page.getByRole('button', { name: new RegExp(`^Payer par carte\\s: ${packName}$`) }).click();
  await expect(page.getByRole('button', { name: 'Payer par carte' })).toBeVisible();
  await expect(page.locator('body')).toContainText('120,00');
  await page.getByRole('button', { name: 'Payer par carte' }).click();
  await expect(page).toHaveURL(/\/credits\?paiement=ok$/);

  // The other tab hears it: balance, movement and its invoice, with no reload.
  await expect(watching.getByText(/^110,00\scrédits$/).first()).toBeVisible();
  const movement = watching.getByRole('list', { name: 'Historique des mouvements' }).getByRole('listitem').first();
  await expect(movement).toContainText(`Achat de crédits · ${packName}`);
  await expect(movement.getByRole('button', { name: /^Télécharger la facture FA-\d{4}-\d{6}$/ })).toBeVisible();
  expect(await watching.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await watching.close();

  // « Mes factures »: the pack's invoice, paid (nothing due), its Factur-X PDF.
  await page.getByRole('navigation').getByRole('link', { name: 'Mes factures' }).first().click();
  const row = page.getByRole('table', { name: 'Liste de mes factures' }).getByRole('row').nth(1);
  await expect(row).toContainText(`Crédits : ${packName}`.replace(' : ', '\u202f: '));
  expect(spaced(await row.textContent())).toContain('120,00 €');
  const number = (await row.getAttribute('data-invoice-number'))!;
  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Télécharger la facture ${number}` }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.includes(Buffer.from('factur-x.xml'))).toBe(true);
});
