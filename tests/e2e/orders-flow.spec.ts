import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { erasedFile, tunedCopy } from '../support/ecu-fixtures';
import { report, seriousViolations } from './a11y-audit';
import {
  adminOrderAction,
  adminToken,
  approveByEmail,
  approvedClient,
  newEmail,
  registerThroughApi,
  seedOrder,
  seedSeller,
  signIn,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

async function seedCatalogue(request: APIRequestContext, clientId: string) {
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const suffix = randomUUID().slice(0, 6);
  const category = await (await request.post('/api/admin/categories', { headers: auth, multipart: { name: `Stage ${suffix}` } })).json();
  const stage1 = await (await request.post(`/api/admin/categories/${category.id}/services`, { headers: auth, multipart: { name: 'Stage 1', price: '300,00 €' } })).json();
  const egr = await (await request.post(`/api/admin/categories/${category.id}/services`, { headers: auth, multipart: { name: 'EGR OFF', price: '80€' } })).json();
  const discount = await request.post(`/api/admin/clients/${clientId}/discounts`, {
    headers: auth,
    data: { category_id: category.id, discount_type: 'percentage', discount_value: 10 },
  });
  expect(discount.status()).toBe(200);
  return { category, stage1, egr };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Numbers as fr-FR writes them (narrow no-break spaces between thousands). */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

test('order end to end: create with a discount, see the analysis of the read, deliver V1 with its checksum and changes, download it, ask for SAV', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('flow');
  await registerThroughApi(request, email, 'Garage Flow');
  const clientId = await approveByEmail(request, email);
  const { category } = await seedCatalogue(request, clientId);
  const registration = `FL-${randomUUID().slice(0, 3).toUpperCase()}-E2`;

  // The client creates the order with two services under a 10 % discount.
  await signIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Nouvelle commande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle commande ECU' });
  await dialog.getByRole('button', { name: new RegExp(category.name) }).click();
  await dialog.getByRole('checkbox', { name: 'Stage 1' }).check();
  await dialog.getByRole('checkbox', { name: 'EGR OFF' }).check();
  // (300 + 80) - 10 % = 342,00 €
  await expect(dialog.getByTestId('order-total')).toHaveText(/342,00\s€\sHT/);
  await dialog.getByLabel('Marque').fill('Peugeot');
  await dialog.getByLabel('Modèle').fill('308');
  await dialog.getByLabel('Année').fill('2019');
  await dialog.getByLabel('Immatriculation ou VIN').fill(registration);
  await dialog.getByLabel('Moteur').fill('1.5 BlueHDi 130');
  await dialog.getByLabel('Kilométrage').fill('84000');
  // An EDC17 read with 64 KiB erased in the middle: the analysis shows before submitting, blocking nothing.
  const read = erasedFile('middle');
  const original = Buffer.from(read);
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles({ name: 'peugeot-308-orig.bin', mimeType: 'application/octet-stream', buffer: original });
  const analysis = dialog.getByTestId('file-analysis');
  await expect(analysis).toContainText('Analyse indicative', { timeout: 30_000 });
  await expect(analysis).toContainText('⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000');
  await expect(analysis).toContainText('Bosch EDC17C66 · 0281 017 946 · logiciel 1037541778');
  await expect(analysis).not.toContainText('lecture complète');
  await dialog.getByRole('combobox', { name: 'Méthode de lecture' }).click();
  await page.getByRole('option', { name: 'Banc' }).click();
  await analysis.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('new-order-analysis-warning.png') });
  const formFindings = await seriousViolations(page, 'new-order analysis', { include: '[role="dialog"]' });
  expect(formFindings, report(formFindings)).toEqual([]);
  await dialog.getByRole('button', { name: 'Créer la commande' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(registration).first()).toBeVisible();

  // The stored total is the one the client saw.
  const client = await (await request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).json();
  const orders = await (await request.get('/api/orders', { headers: { authorization: `Bearer ${client.access_token}` } })).json();
  const order = orders.find((o: { registration: string }) => o.registration === registration);
  expect(order.total_price).toBe(342);
  expect(order.files.original.size).toBe(original.length);
  expect(order.read_method).toBe('banc');
  expect(order.files.original.sha256).toBe(sha256(original));

  // The administrator finds it in 'Fichiers à modifier', delivers V1 and sets 'Terminé'.
  const admin = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR' });
  const adminPage = await admin.newPage();
  await signIn(adminPage, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.getByRole('link', { name: 'Fichiers à modifier' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Fichiers à modifier' })).toBeVisible();
  const adminCard = adminPage.getByRole('article').filter({ hasText: registration });
  await expect(adminCard.getByText('Lecture à vérifier')).toBeVisible();
  await adminCard.getByRole('button', { name: 'Gérer' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  const readAnalysis = adminPage.getByRole('region', { name: 'Analyse du fichier original' });
  await expect(readAnalysis).toContainText('⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000');
  await expect(readAnalysis).toContainText('Lecture à vérifier');
  await expect(readAnalysis).toContainText('Banc');
  await expect(readAnalysis).toContainText(sha256(original));
  // The tuned copy: three maps changed (2 656 bytes), the size of the read kept.
  // (From the Uint8Array: a Buffer's slice is a view, and tunedCopy would change the original too.)
  const modified = Buffer.from(tunedCopy(read));
  await adminPage.getByLabel('Fichier modifié').setInputFiles({ name: 'peugeot-308-stage1.bin', mimeType: 'application/octet-stream', buffer: modified });
  // Uploaded and compared with the original as soon as it is chosen: seen before it is sent.
  const beforeSending = adminPage.getByTestId('delivery-upload').getByTestId('change-summary');
  await expect(beforeSending).toBeVisible();
  expect(spaced(await beforeSending.textContent())).toContain('2 656 octets modifiés · 3 zones, la plus grande de 2 Ko à 0x1C8000');
  await adminPage.getByTestId('delivery-upload').scrollIntoViewIfNeeded();
  await adminPage.screenshot({ path: test.info().outputPath('admin-delivery-form-changes.png') });
  await adminPage.getByRole('button', { name: 'Envoyer le fichier' }).click();
  await expect(adminPage.getByRole('button', { name: /^V1$/ })).toBeVisible();
  const adminV1 = adminPage.locator('[data-version="v1"]');
  await expect(adminV1.getByTitle(sha256(modified))).toBeVisible();
  await expect(adminV1.getByTestId('change-summary')).toBeVisible();
  expect(spaced(await adminV1.getByTestId('change-summary').textContent())).toContain('2 656 octets modifiés · 3 zones, la plus grande de 2 Ko à 0x1C8000');
  await expect(adminV1).not.toContainText("La taille diffère de l'original");
  await adminPage.screenshot({ path: test.info().outputPath('admin-order-analysis.png'), fullPage: true });
  const detailFindings = await seriousViolations(adminPage, 'admin order detail with its analysis', { include: 'main' });
  expect(detailFindings, report(detailFindings)).toEqual([]);
  await adminPage.getByRole('button', { name: 'Terminé', exact: true }).click();
  await expect(adminPage.getByText('Statut mis à jour')).toBeVisible();
  // Issue 22: a price change appears on the order's timeline, with who made it and the status before it.
  await adminPage.getByLabel('Prix total HT (€)').fill('360');
  await adminPage.getByRole('button', { name: 'Mettre à jour le prix' }).click();
  const history = adminPage.getByRole('region', { name: 'Historique de la commande' });
  // A regular expression sees the page's own spaces: the no-break ones before « : » and « € ».
  await expect(history).toContainText(/Prix\s:\s342,00\s€ → 360,00\s€/);
  await expect(history).toContainText(/Statut\s:\s[^→]+ → Terminé/);
  await expect(history).toContainText('par ');

  // The client downloads V1: same bytes, its own name.
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: registration });
  await expect(card.getByRole('button', { name: /^V1$/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^V1$/ }).click()]);
  expect(download.suggestedFilename()).toBe('peugeot-308-stage1.bin');
  expect(Buffer.compare(await readFile((await download.path())!), modified)).toBe(0);

  // The details show the read's summary, each version's SHA-256 and what V1 changed (issue 37).
  await card.getByRole('button', { name: 'Chat & Détails' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByTestId('file-analysis')).toContainText('zone effacée de 64 Ko à 0x1A0000');
  await expect(details.locator('[data-version="v1"]').getByTitle(sha256(modified))).toBeVisible();
  await expect(details.locator('[data-version="original"]').getByTitle(sha256(original))).toBeVisible();
  await expect(details.locator('[data-version="v1"]').getByTestId('change-summary')).toContainText('2 656 octets modifiés');
  const detailsFindings = await seriousViolations(page, 'client order details with checksums', { include: '[role="dialog"]' });
  expect(detailsFindings, report(detailsFindings)).toEqual([]);
  await details.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(details).toBeHidden();

  // Then asks for SAV.
  await card.getByRole('button', { name: 'Demande de SAV' }).click();
  const sav = page.getByRole('dialog', { name: 'Demande de SAV' });
  await expect(sav.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
  await sav.getByLabel('Description du problème').fill('Voyant moteur allumé après la reprogrammation.');
  await expect(sav.getByText(/\/500/)).toBeVisible();
  await sav.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText(/Demande de SAV envoyée/)).toBeVisible();

  // The administrator sees it in 'Demandes de SAV'.
  await adminPage.goto('/admin/sav');
  await expect(adminPage.getByRole('heading', { name: 'Demandes de SAV' })).toBeVisible();
  await expect(adminPage.getByText(registration).first()).toBeVisible();
  await expect(adminPage.getByText('Voyant moteur allumé après la reprogrammation.')).toBeVisible();
  await admin.close();
});

test('the new-order form is in the history: Back closes it on the page, a filled form asks first, a reload warns', async ({ page, request }) => {
  const client = await approvedClient(request, 'Garage Retour');
  await page.setViewportSize({ width: 390, height: 844 });
  // Counts the page's beforeunload listeners: the guard sets its listener right after its Back
  // blocker, so a listener in place means a Back will ask (on a loaded machine the keystrokes
  // can run ahead of React's effects).
  await page.addInitScript(() => {
    const counted = window as unknown as { armedGuards: number };
    counted.armedGuards = 0;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, boolean?]) => {
      if (type === 'beforeunload') counted.armedGuards++;
      add(type, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, boolean?]) => {
      if (type === 'beforeunload') counted.armedGuards--;
      remove(type, ...rest);
    }) as typeof window.removeEventListener;
  });
  const guardArmed = () => page.waitForFunction(() => (window as unknown as { armedGuards: number }).armedGuards > 0);
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/orders');
  const form = page.getByRole('dialog', { name: 'Nouvelle commande ECU' });
  const leave = page.getByRole('alertdialog', { name: 'Abandonner la commande en cours ?' });

  // Opening pushes an entry: Back, with a filled form, asks; 'Continuer la saisie' keeps the form.
  await page.getByRole('button', { name: 'Nouvelle commande' }).first().click();
  await expect(page).toHaveURL(/\/orders\?new=1$/);
  await form.getByLabel('Marque').pressSequentially('Peugeot');
  await guardArmed();
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(form.getByLabel('Marque')).toHaveValue('Peugeot');
  await expect(page).toHaveURL(/\/orders\?new=1$/);

  // Back again, abandoned: the dialog closes and the page stays /orders.
  await page.goBack();
  await leave.getByRole('button', { name: 'Abandonner la commande' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/orders$/);

  // Reopened and filled, a reload gets the browser's warning first.
  await page.getByRole('button', { name: 'Nouvelle commande' }).first().click();
  await form.getByLabel('Modèle').pressSequentially('308');
  await guardArmed();
  const warning = page.waitForEvent('dialog');
  // A reload asked by the page, as the browser's own button does (the protocol's reload skips
  // beforeunload); the evaluation ends with the page, so it is not awaited.
  void page.evaluate(() => window.location.reload()).catch(() => undefined);
  const dialog = await warning;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  // The reloaded page opens the (empty) form again.
  await expect(form.getByLabel('Modèle')).toHaveValue('');
});

test("invoices: an order set to Terminé is invoiced, the client downloads its Factur-X PDF from 'Mes factures', the administrator exports the period's CSV", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await seedSeller(request);
  const client = await approvedClient(request, 'Garage Facturé');
  const { category, stage1 } = await seedCatalogue(request, client.id);
  const order = await seedOrder(request, client.token, [{ name: stage1.name, price: stage1.price, category_id: category.id }]);
  await adminOrderAction(request, order.id, { status: 'termine' });

  // The client: 'Mes factures' from the menu, its invoice, the PDF.
  await signIn(page, client.email, TEST_PASSWORD, '/orders');
  await expect(page.getByRole('article').filter({ hasText: order.registration }).getByRole('button', { name: /^Voir la facture FA-/ })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Mes factures' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes factures' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Liste de mes factures' }).getByRole('row').nth(1);
  await expect(row).toContainText(/FA-\d{4}-\d{6}/);
  const number = (await row.getAttribute('data-invoice-number'))!;
  expect(spaced(await row.textContent())).toContain('270,00 €');
  await page.screenshot({ path: test.info().outputPath('client-invoices.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('client-invoices-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const clientFindings = await seriousViolations(page, "client 'Mes factures'");
  expect(clientFindings, report(clientFindings)).toEqual([]);
  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Télécharger la facture ${number}` }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.includes(Buffer.from('factur-x.xml'))).toBe(true);

  // The administrator: 'Factures', the invoice found by its number, the period's CSV.
  const admin = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const adminPage = await admin.newPage();
  await signIn(adminPage, TEST_ADMIN.email, TEST_ADMIN.password, '/admin/invoices');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: /Totaux de la période/ })).toContainText(/document/);
  await adminPage.getByLabel('Rechercher une facture').fill(number);
  const adminRow = adminPage.getByRole('table', { name: 'Liste des factures' }).locator(`tr[data-invoice-number="${number}"]`);
  await expect(adminRow).toContainText('Garage Facturé');
  await expect(adminRow.getByRole('button', { name: `Établir un avoir pour ${number}` })).toBeVisible();
  await adminPage.getByLabel('Rechercher une facture').fill('');
  await adminPage.screenshot({ path: test.info().outputPath('admin-invoices.png'), fullPage: true });
  const adminFindings = await seriousViolations(adminPage, "administrators' 'Factures'");
  expect(adminFindings, report(adminFindings)).toEqual([]);
  const [csv] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByRole('button', { name: 'Exporter en CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await csv.path())!);
  expect([...text.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text.toString('utf8')).toContain(number);
  expect(text.toString('utf8')).toContain(';');

  // The order links to its invoice; the settings show the seller's identity complete.
  await adminPage.goto(`/admin/orders/${order.id}`);
  await expect(adminPage.getByRole('button', { name: `Voir la facture ${number}` })).toBeVisible();
  await adminPage.getByRole('button', { name: `Voir la facture ${number}` }).scrollIntoViewIfNeeded();
  await adminPage.screenshot({ path: test.info().outputPath('admin-order-invoice.png') });
  await adminPage.goto('/admin/settings?tab=facturation');
  await expect(adminPage.getByText('Toutes les mentions obligatoires sont renseignées', { exact: false })).toBeVisible();
  await expect(adminPage.getByLabel('Raison sociale')).toHaveValue('ProTune Reprogrammation');
  await adminPage.screenshot({ path: test.info().outputPath('admin-invoicing-settings.png'), fullPage: true });
  await admin.close();
});
