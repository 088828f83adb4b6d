import { expect, test, type APIRequestContext } from '@playwright/test';
import { png } from '../support/images';
import { auditor, report, signedInPage } from './a11y-audit';
import {
  adminOrderAction,
  adminToken,
  apiLogin,
  approvedClient,
  newEmail,
  registerThroughApi,
  seedCatalogueFor,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

/**
 * axe-core on every route of the SPA (spec §2) and with the main dialogs open, on a desktop and
 * a phone viewport: 0 critical and 0 serious violations (WCAG 2.1 A and AA). The pages are
 * signed in with tokens: the login form is audited as a page, its journey is auth.spec.ts's.
 */

/** A client message, opening hours and terms using every formatting rule (home and /terms). */
async function seedSettings(request: APIRequestContext) {
  const settings = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      client_message: 'Fermeture le 15 août.',
      opening_hours: 'Lundi - Vendredi : 9h - 18h',
      terms_and_conditions: '## Objet\nTexte.\n\n**Important**\n1. Article\n2) Article\n\n## Paiement\nÀ réception.',
    },
  });
  expect(settings.status()).toBe(200);
}

/** Settings, a partner with a logo and one without, a locked account (security dashboard). */
async function seedAdminContent(request: APIRequestContext) {
  await seedSettings(request);
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const partner = await request.post('/api/admin/partners', { headers: auth, data: { name: 'Partenaire Audit' } });
  expect(partner.status()).toBe(201);
  const { id } = (await partner.json()).partner;
  const logo = await request.post(`/api/admin/partners/${id}/logo`, {
    headers: auth,
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png(120, 48, 0x30)) } },
  });
  expect(logo.status()).toBe(200);
  await request.post('/api/admin/partners', { headers: auth, data: { name: 'Sans Logo' } });
  const locked = await approvedClient(request, 'Garage Verrouillé');
  for (let i = 0; i < 5; i++)
    await request.post('/api/auth/login', { data: { email: locked.email, password: 'mauvais' } });
}

test('public pages, the pending screen and 404 have no serious violation', async ({ browser, request }) => {
  const page = await signedInPage(browser);
  const { findings, here, routes } = auditor(page);
  await routes(['/login', '/register', '/confidentialite', '/conditions', '/nowhere'], 'public');
  const pending = newEmail('pending');
  await registerThroughApi(request, pending, 'Garage en attente');
  const tokens = await apiLogin(request, pending, TEST_PASSWORD);
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Compte en attente' })).toBeVisible();
  await here('pending');
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

test('every client page and dialog has no serious violation', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const client = await approvedClient(request, 'Garage Accessible');
  const { category, service } = await seedCatalogueFor(request, client.id);
  const done = await seedOrder(request, client.token, [
    { name: service.name, price: service.price, category_id: category.id },
  ]);
  await adminOrderAction(request, done.id, { deliver: true, status: 'termine' });
  await seedOrder(request, client.token);
  await seedSettings(request);

  const page = await signedInPage(browser, client.tokens);
  const { findings, here, routes } = auditor(page);
  await routes(['/', '/orders', '/invoices', '/simulator', '/image-generator', '/profile', '/chat', '/terms'], 'client');

  await page.goto('/orders');
  await page.getByRole('button', { name: 'Nouvelle commande' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle commande ECU' });
  await dialog.getByRole('button', { name: new RegExp(category.name) }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Stage 1' })).toBeVisible();
  await here('client new-order dialog');
  // The 'Sélectionner' placeholders sit lower in the dialog: audit them in view too.
  await here('client new-order dialog, vehicle fields', () =>
    dialog.getByRole('combobox').filter({ hasText: 'Sélectionner' }).first().scrollIntoViewIfNeeded(),
  );
  await page.keyboard.press('Escape');

  // The delivered order: discounted (struck-through) prices and version buttons in its dialog.
  await page.goto('/orders');
  const doneCard = page.getByRole('article').filter({ hasText: done.registration });
  await doneCard.getByRole('button', { name: /Chat & Détails/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await here('client order details dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await doneCard.getByRole('button', { name: /Demande de SAV/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await here('client SAV dialog');
  await page.keyboard.press('Escape');

  // Issue 10: the image generator with a photo and the intervention field, the profile's logo error.
  await page.goto('/image-generator');
  await page
    .locator('#generator-photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png(64, 48, 0xf0)) });
  await page.getByLabel("Afficher l'intervention mécanique").click();
  await expect(page.getByRole('button', { name: "Télécharger l'image" })).toBeEnabled();
  await here('client image generator with a photo');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Télécharger le logo' }).click();
  await expect(page.locator('#profile-logo-error')).toBeVisible();
  await here('client profile, logo error');
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

test('every administrator page and dialog has no serious violation', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const client = await approvedClient(request, 'Garage Audit');
  const { category, service } = await seedCatalogueFor(request, client.id);
  const order = await seedOrder(request, client.token, [
    { name: service.name, price: service.price, category_id: category.id },
  ]);
  await adminOrderAction(request, order.id, { deliver: true, status: 'termine' });
  const sav = await seedOrder(request, client.token);
  await adminOrderAction(request, sav.id, { status: 'termine' });
  const res = await request.post(`/api/orders/${sav.id}/sav-request`, {
    headers: { authorization: `Bearer ${client.token}` },
    data: { problem_description: 'Le véhicule passe en mode dégradé à 3 000 tr/min.' },
  });
  expect(res.status()).toBe(200);
  await seedOrder(request, client.token);

  const page = await signedInPage(browser, await apiLogin(request, TEST_ADMIN.email, TEST_ADMIN.password));
  const { findings, here, routes } = auditor(page);
  await routes(
    [
      '/admin',
      '/admin/clients',
      '/admin/security',
      '/admin/files',
      '/admin/completed',
      '/admin/sav',
      '/admin/chat',
      '/admin/discounts',
      '/admin/solutions',
      '/admin/simulator',
      '/admin/partners',
      '/admin/users',
      '/admin/settings',
      '/admin/settings?tab=facturation',
      '/admin/settings?tab=horaires',
      '/admin/invoices',
      '/admin/api',
      `/admin/orders/${order.id}`,
      `/admin/orders/${sav.id}`,
    ],
    'admin',
  );

  await page.goto('/admin');
  await page
    .getByRole('button', { name: new RegExp(order.registration) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await here('admin order details dialog');
  await page.keyboard.press('Escape');

  await page.goto('/admin/discounts');
  await page
    .getByRole('button', { name: new RegExp('Garage Audit') })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Ajouter une remise/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await here('admin discount dialog');
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

test('the Clients and Administrateurs dialogs have no serious violation', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const client = await approvedClient(request, 'Garage Audit Comptes');
  const order = await seedOrder(request, client.token);
  await adminOrderAction(request, order.id, { status: 'termine', payment_status: 'du' });

  const page = await signedInPage(browser, await apiLogin(request, TEST_ADMIN.email, TEST_ADMIN.password));
  const { findings, here } = auditor(page);
  // 'Clients': the create dialog, then a card's edit, logo and delete dialogs.
  await page.goto('/admin/clients');
  await page.getByRole('button', { name: 'Créer un client' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Créer un client' }).click();
  await expect(page.getByRole('dialog').getByText('Le prénom est requis')).toBeVisible();
  await here('admin create client dialog with errors');
  await page.keyboard.press('Escape');
  const card = page.getByRole('article').filter({ hasText: 'Garage Audit Comptes' }).first();
  for (const [button, role] of [
    [/^Modifier/, 'dialog'],
    [/^Télécharger le logo/, 'dialog'],
    [/^Supprimer/, 'alertdialog'],
    [/^Exporter les données/, 'dialog'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(page.getByRole(role)).toBeVisible();
    await here(`admin client card ${role} ${button.source}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole(role)).toBeHidden();
  }

  // 'Administrateurs': the add and edit dialogs.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Ajouter un administrateur' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await here('admin add administrator dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Modifier/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await here('admin edit administrator dialog');
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

test('the settings, partners and security screens with content, and their dialogs, have no serious violation', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await seedAdminContent(request);
  const page = await signedInPage(browser, await apiLogin(request, TEST_ADMIN.email, TEST_ADMIN.password));
  const { findings, here, routes } = auditor(page);
  // A partner with a logo and one without, a locked account, its logs and security alert.
  await routes(['/admin/partners', '/admin/security'], 'admin');
  // The terms preview with unsaved changes, the partner dialogs (with their errors), the delete confirmation.
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Aperçu' }).click();
  await page.getByLabel('Message aux clients').fill('Message modifié');
  await here('admin settings preview, unsaved');
  await page.getByRole('button', { name: 'Annuler les modifications' }).click();
  await expect(page.getByText('Tout est enregistré')).toBeVisible();
  await page.goto('/admin/partners');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const addPartner = page.getByRole('dialog');
  await addPartner.getByLabel('Nom du partenaire').fill(' ');
  await addPartner.getByLabel('Nom du partenaire').blur();
  await addPartner
    .getByLabel(/^Logo/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(addPartner.getByText('Veuillez sélectionner un fichier image')).toBeVisible();
  await here('admin partner dialog with errors');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Modifier Partenaire Audit' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Logo actuel' })).toBeVisible();
  await here('admin partner edit dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Supprimer Partenaire Audit' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await here('admin partner delete confirmation');
  await page.context().close();
  expect(findings, report(findings)).toEqual([]);
});

test('the audit reports a low-contrast text (the check bites)', async ({ page }) => {
  await page.setContent(
    '<html lang="fr"><head><title>t</title></head><body><main><h1>Titre</h1><p style="color:#d4d4d8;background:#fff">Texte pâle</p></main></body></html>',
  );
  const { findings, analyze } = auditor(page);
  await analyze('fixture');
  expect(findings.map((f) => f.id)).toContain('color-contrast');
});
