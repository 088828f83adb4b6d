import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { png } from '../support/images';
import {
  adminOrderAction,
  adminToken,
  approvedClient,
  loginThroughUi,
  newEmail,
  registerThroughApi,
  seedCatalogueFor,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

/**
 * axe-core on every route of the SPA (spec §2) and with the main dialogs open, on a desktop and
 * a phone viewport: 0 critical and 0 serious violations (WCAG 2.1 A and AA).
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Finding = { where: string; id: string; impact: string; targets: string[] };

async function audit(page: Page, where: string, findings: Finding[]) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of results.violations) {
    if (v.impact !== 'critical' && v.impact !== 'serious') continue;
    findings.push({ where, id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) });
  }
}

async function auditRoutes(page: Page, routes: string[], findings: Finding[], label: string) {
  for (const route of routes) {
    await page.goto(route);
    // The first main: the API reference (Swagger UI) draws a main of its own inside ours.
    await expect(page.locator('main').first()).toBeVisible();
    await audit(page, `${label} ${route}`, findings);
  }
}

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
  for (let i = 0; i < 5; i++) await request.post('/api/auth/login', { data: { email: locked.email, password: 'mauvais' } });
}

const report = (findings: Finding[]) => findings.map((f) => `${f.where}: ${f.impact} ${f.id} → ${f.targets.join(' | ')}`).join('\n');

test('public pages, the pending screen and 404 have no serious violation', async ({ browser, request }) => {
  const findings: Finding[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    await auditRoutes(page, ['/login', '/register', '/nowhere'], findings, `${viewport.width}px`);
    const pending = newEmail('pending');
    await registerThroughApi(request, pending, 'Garage en attente');
    await loginThroughUi(page, pending, TEST_PASSWORD);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit(page, `${viewport.width}px pending`, findings);
    await context.close();
  }
  expect(findings, report(findings)).toEqual([]);
});

test('every client page and dialog has no serious violation', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const client = await approvedClient(request, 'Garage Accessible');
  const { category, service } = await seedCatalogueFor(request, client.id);
  const done = await seedOrder(request, client.token, [{ name: service.name, price: service.price, category_id: category.id }]);
  await adminOrderAction(request, done.id, { deliver: true, status: 'termine' });
  await seedOrder(request, client.token);
  await seedSettings(request);

  const findings: Finding[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    await loginThroughUi(page, client.email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await auditRoutes(page, ['/', '/orders', '/simulator', '/image-generator', '/profile', '/chat', '/terms'], findings, `client ${viewport.width}px`);

    await page.goto('/orders');
    await page.getByRole('button', { name: 'Nouvelle commande' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle commande ECU' });
    await dialog.getByRole('button', { name: new RegExp(category.name) }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Stage 1' })).toBeVisible();
    await audit(page, `client ${viewport.width}px new-order dialog`, findings);
    // The 'Sélectionner' placeholders sit lower in the dialog: audit them in view too.
    await dialog.getByRole('combobox').filter({ hasText: 'Sélectionner' }).first().scrollIntoViewIfNeeded();
    await audit(page, `client ${viewport.width}px new-order dialog, vehicle fields`, findings);
    await page.keyboard.press('Escape');

    // The delivered order: discounted (struck-through) prices and version buttons in its dialog.
    await page.goto('/orders');
    const doneCard = page.getByRole('article').filter({ hasText: done.registration });
    await doneCard.getByRole('button', { name: /Chat & Détails/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `client ${viewport.width}px order details dialog`, findings);
    await page.keyboard.press('Escape');

    await doneCard.getByRole('button', { name: /Demande de SAV/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `client ${viewport.width}px SAV dialog`, findings);
    await page.keyboard.press('Escape');

    // Issue 10: the image generator with a photo and the intervention field, the profile's logo error.
    await page.goto('/image-generator');
    await page.locator('#generator-photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png(64, 48, 0xf0)) });
    await page.getByLabel("Afficher l'intervention mécanique").click();
    await expect(page.getByRole('button', { name: "Télécharger l'image" })).toBeEnabled();
    await audit(page, `client ${viewport.width}px image generator with a photo`, findings);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Télécharger le logo' }).click();
    await expect(page.locator('#profile-logo-error')).toBeVisible();
    await audit(page, `client ${viewport.width}px profile, logo error`, findings);
    await context.close();
  }
  expect(findings, report(findings)).toEqual([]);
});

test('every administrator page and dialog has no serious violation', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const client = await approvedClient(request, 'Garage Audit');
  const { category, service } = await seedCatalogueFor(request, client.id);
  const order = await seedOrder(request, client.token, [{ name: service.name, price: service.price, category_id: category.id }]);
  await adminOrderAction(request, order.id, { deliver: true, status: 'termine' });
  const sav = await seedOrder(request, client.token);
  await adminOrderAction(request, sav.id, { status: 'termine' });
  const res = await request.post(`/api/orders/${sav.id}/sav-request`, {
    headers: { authorization: `Bearer ${client.token}` },
    data: { problem_description: 'Le véhicule passe en mode dégradé à 3 000 tr/min.' },
  });
  expect(res.status()).toBe(200);
  await seedOrder(request, client.token);

  const routes = [
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
    '/admin/api',
    `/admin/orders/${order.id}`,
    `/admin/orders/${sav.id}`,
  ];
  const findings: Finding[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await auditRoutes(page, routes, findings, `admin ${viewport.width}px`);

    await page.goto('/admin');
    await page.getByRole('button', { name: new RegExp(order.registration) }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `admin ${viewport.width}px order details dialog`, findings);
    await page.keyboard.press('Escape');

    await page.goto('/admin/discounts');
    await page.getByRole('button', { name: new RegExp('Garage Audit') }).first().click();
    await page.getByRole('button', { name: /Ajouter une remise/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `admin ${viewport.width}px discount dialog`, findings);
    await context.close();
  }
  expect(findings, report(findings)).toEqual([]);
});

test('the Clients and Administrateurs dialogs have no serious violation', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const client = await approvedClient(request, 'Garage Audit Comptes');
  const order = await seedOrder(request, client.token);
  await adminOrderAction(request, order.id, { status: 'termine', payment_status: 'du' });

  const findings: Finding[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);

    // 'Clients': the create dialog, then a card's edit, logo and delete dialogs.
    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Créer un client' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Créer un client' }).click();
    await expect(page.getByRole('dialog').getByText('Le prénom est requis')).toBeVisible();
    await audit(page, `admin ${viewport.width}px create client dialog with errors`, findings);
    await page.keyboard.press('Escape');
    const card = page.getByRole('article').filter({ hasText: 'Garage Audit Comptes' }).first();
    for (const [button, role] of [
      [/^Modifier/, 'dialog'],
      [/^Télécharger le logo/, 'dialog'],
      [/^Supprimer/, 'alertdialog'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      await expect(page.getByRole(role)).toBeVisible();
      await audit(page, `admin ${viewport.width}px client card ${role} ${button.source}`, findings);
      await page.keyboard.press('Escape');
      await expect(page.getByRole(role)).toBeHidden();
    }

    // 'Administrateurs': the add and edit dialogs.
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Ajouter un administrateur' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `admin ${viewport.width}px add administrator dialog`, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Modifier/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `admin ${viewport.width}px edit administrator dialog`, findings);
    await context.close();
  }
  expect(findings, report(findings)).toEqual([]);
});

test('the settings, partners and security screens with content, and their dialogs, have no serious violation', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await seedAdminContent(request);
  const findings: Finding[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    // A partner with a logo and one without, a locked account, its logs and security alert.
    await auditRoutes(page, ['/admin/partners', '/admin/security'], findings, `admin ${viewport.width}px`);
    // The terms preview with unsaved changes, the partner dialogs (with their errors), the delete confirmation.
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await page.getByLabel('Message aux clients').fill('Message modifié');
    await audit(page, `admin ${viewport.width}px settings preview, unsaved`, findings);
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    await expect(page.getByText('Tout est enregistré')).toBeVisible();
    await page.goto('/admin/partners');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const addPartner = page.getByRole('dialog');
    await addPartner.getByLabel('Nom du partenaire').fill(' ');
    await addPartner.getByLabel('Nom du partenaire').blur();
    await addPartner.getByLabel(/^Logo/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(addPartner.getByText('Veuillez sélectionner un fichier image')).toBeVisible();
    await audit(page, `admin ${viewport.width}px partner dialog with errors`, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Modifier Partenaire Audit' }).click();
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Logo actuel' })).toBeVisible();
    await audit(page, `admin ${viewport.width}px partner edit dialog`, findings);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Supprimer Partenaire Audit' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, `admin ${viewport.width}px partner delete confirmation`, findings);
    await context.close();
  }
  expect(findings, report(findings)).toEqual([]);
});

test('the audit reports a low-contrast text (the check bites)', async ({ page }) => {
  await page.setContent('<html lang="fr"><head><title>t</title></head><body><main><h1>Titre</h1><p style="color:#d4d4d8;background:#fff">Texte pâle</p></main></body></html>');
  const findings: Finding[] = [];
  await audit(page, 'fixture', findings);
  expect(findings.map((f) => f.id)).toContain('color-contrast');
});
