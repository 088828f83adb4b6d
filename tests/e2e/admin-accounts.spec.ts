import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { png, text } from '../support/images';
import {
  adminOrderAction,
  adminToken,
  apiLogin,
  approvedClient,
  CHOSEN_PASSWORD,
  signIn,
  newEmail,
  seedCatalogueFor,
  seedOrder,
  TEST_ADMIN,
  TEST_PASSWORD,
} from './support';

/** Issue 8: the administrator's 'Clients' and 'Administrateurs' screens (spec §2, §4, §5, §8). */

const suffix = () => randomUUID().slice(0, 6);

async function openAdminPage(page: Page, link: string, heading: string) {
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

const clientCard = (page: Page, company: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: company, exact: true }) });

test('a garage registers, waits, is activated from Clients and reaches its home', async ({ page, browser }) => {
  const company = `Garage Inscrit ${suffix()}`;
  const email = newEmail('inscrit');

  // The garage registers through the form and sees the pending screen once signed in.
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Louis');
  await page.getByLabel('Nom', { exact: true }).fill('Bernard');
  await page.getByLabel('Entreprise').fill(company);
  await page.getByLabel('Adresse').fill('8 rue des Forges, 42000 Saint-Étienne, France');
  await page.getByLabel('Téléphone').fill('+33 4 77 00 00 00');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe').fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /^J'accepte (les conditions générales et )?la politique de confidentialité$/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Inscription réussie. Votre compte est en attente de validation.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Compte en attente' })).toBeVisible();

  // The administrator finds it by its company and activates it.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const admin = await context.newPage();
  await openAdminPage(admin, 'Clients', 'Clients');
  await admin.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  const card = clientCard(admin, company);
  await expect(admin.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('En attente', { exact: true })).toBeVisible();
  await expect(card).toContainText('Louis Bernard');
  await expect(card).toContainText(email);
  await expect(card).toContainText('+33 4 77 00 00 00');
  await expect(card).toContainText(/Inscrit le \d{2}\/\d{2}\/\d{4}/);
  await expect(card.getByRole('img', { name: `Logo de ${company}` })).toContainText(/^GI$/);
  await card.getByRole('button', { name: 'Activer' }).click();
  await expect(admin.getByText('Statut mis à jour')).toBeVisible();
  await expect(card.getByText('Actif', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Désactiver' })).toBeVisible();
  await context.close();

  // The garage's pending screen, told by the push channel, opens its home by itself: no reload, no « Actualiser » (issue 37).
  await expect(page.getByRole('heading', { name: 'Accueil', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a client card shows its orders and unpaid balance, and links to its finished orders', async ({ page, request }) => {
  const company = `Garage Impayé ${suffix()}`;
  const client = await approvedClient(request, company);
  const { category, service } = await seedCatalogueFor(request, client.id);
  const order = await seedOrder(request, client.token, [{ name: service.name, price: service.price, category_id: category.id }]);
  await adminOrderAction(request, order.id, { status: 'termine', payment_status: 'du' });
  await seedOrder(request, client.token);

  await openAdminPage(page, 'Clients', 'Clients');
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  const card = clientCard(page, company);
  const stats = card.getByRole('definition');
  // 270,00 € HT owed: its TTC (decision 034).
  await expect(stats.nth(0)).toHaveText(/^324,00\s€\sTTC$/);
  await expect(stats.nth(1)).toHaveText('2');
  await expect(stats.nth(2)).toHaveText('1');
  await expect(card).toContainText('1 commande terminée non payée');

  await card.getByRole('link', { name: /Voir ses commandes terminées/ }).click();
  await expect(page).toHaveURL(/\/admin\/completed\?q=/);
  await expect(page.getByRole('searchbox', { name: 'Rechercher une commande' })).toHaveValue(company);
  await expect(page.getByRole('article').filter({ hasText: order.registration })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('the administrator creates a client, edits its phone, uploads its logo and deletes it', async ({ page, request }) => {
  // The client's first sign-in now chooses its own password too (two more password hashes, issue 37).
  test.setTimeout(120_000);
  const company = `Garage Créé ${suffix()}`;
  const email = newEmail('cree');
  await openAdminPage(page, 'Clients', 'Clients');

  await page.getByRole('button', { name: 'Créer un client' }).first().click();
  const create = page.getByRole('dialog', { name: 'Créer un client' });
  await create.getByRole('button', { name: 'Créer un client' }).click();
  await expect(create.getByText('Le prénom est requis')).toBeVisible();
  await expect(create.getByText("Le nom de l'entreprise est requis")).toBeVisible();
  await create.getByLabel('Prénom').fill('Marc');
  await create.getByLabel('Nom', { exact: true }).fill('Petit');
  await create.getByLabel('Entreprise').fill(company);
  await create.getByLabel('E-mail', { exact: true }).fill(email);
  await create.getByLabel(/^Téléphone/).fill('+33 1 23 45 67 89');
  await create.getByLabel(/^Adresse/).fill('1 place du Marché, 21000 Dijon');
  await create.getByLabel('Mot de passe').fill('court');
  await create.getByLabel(/^Solde/).click();
  await expect(create.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await create.getByLabel('Mot de passe').fill(TEST_PASSWORD);
  await create.getByRole('button', { name: 'Créer un client' }).click();
  await expect(page.getByText('Client créé avec succès')).toBeVisible();
  await expect(create).toBeHidden();

  // Created approved: it can sign in at once, choosing its own password first (issue 37).
  await expect(page.getByText('Le client choisira son propre mot de passe à sa première connexion.')).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } });
  expect(login.status()).toBe(200);
  const { password_token } = await login.json();
  const changed = await request.post('/api/auth/password', { data: { password_token, new_password: CHOSEN_PASSWORD } });
  expect(changed.status()).toBe(200);
  expect((await changed.json()).user.status).toBe('approved');

  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  const card = clientCard(page, company);
  await expect(card.getByText('Actif', { exact: true })).toBeVisible();
  await expect(card).toContainText('+33 1 23 45 67 89');
  await expect(card).toContainText('0,00 €');

  // A second client with the same email is refused with the server's message.
  await page.getByRole('button', { name: 'Créer un client' }).first().click();
  const duplicate = page.getByRole('dialog', { name: 'Créer un client' });
  await duplicate.getByLabel('Prénom').fill('Marc');
  await duplicate.getByLabel('Nom', { exact: true }).fill('Petit');
  await duplicate.getByLabel('Entreprise').fill(`${company} bis`);
  await duplicate.getByLabel('E-mail', { exact: true }).fill(email);
  await duplicate.getByLabel('Mot de passe').fill(TEST_PASSWORD);
  await duplicate.getByRole('button', { name: 'Créer un client' }).click();
  await expect(page.getByText('Un compte existe déjà avec cette adresse e-mail').first()).toBeVisible();
  await expect(duplicate.getByLabel('E-mail', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(duplicate).toBeHidden();

  // Edit: the whole object, the password kept when left blank.
  await card.getByRole('button', { name: `Modifier ${company}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await expect(edit.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(edit.getByText('Laisser vide pour ne pas changer')).toBeVisible();
  await edit.getByLabel(/^Téléphone/).fill('+33 6 98 76 54 32');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Client mis à jour')).toBeVisible();
  await expect(card).toContainText('+33 6 98 76 54 32');
  // Kept: the one the client chose at its first sign-in, with no new change asked.
  const again = await request.post('/api/auth/login', { data: { email, password: CHOSEN_PASSWORD } });
  expect(again.status()).toBe(200);
  expect((await again.json()).access_token).toEqual(expect.any(String));

  // Logo: nothing chosen, then not an image, then a PNG.
  await card.getByRole('button', { name: `Télécharger le logo de ${company}` }).click();
  const logo = page.getByRole('dialog', { name: 'Logo du client' });
  await logo.getByRole('button', { name: 'Télécharger' }).click();
  await expect(logo.getByText('Veuillez sélectionner un fichier', { exact: true })).toBeVisible();
  await logo.getByLabel('Nouveau logo').setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from(text()) });
  await expect(logo.getByText('Veuillez sélectionner un fichier image')).toBeVisible();
  await logo.getByLabel('Nouveau logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png(200, 200, 0x30)) });
  await expect(logo.getByRole('img', { name: 'Image choisie' })).toBeVisible();
  await logo.getByRole('button', { name: 'Télécharger' }).click();
  await expect(page.getByText('Logo téléchargé avec succès')).toBeVisible();
  await expect(logo).toBeHidden();
  const image = card.getByRole('img', { name: `Logo de ${company}` });
  await expect(image).toHaveJSProperty('tagName', 'IMG');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);

  // Issue 24: a finished order of the client, kept under a pseudonym once the client is erased.
  const order = await seedOrder(request, (await apiLogin(request, email, CHOSEN_PASSWORD)).access_token);
  await adminOrderAction(request, order.id, { status: 'termine' });

  // Delete, after the spec's confirmation (cancel first).
  await card.getByRole('button', { name: `Supprimer ${company}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce client ?');
  await expect(confirm).toContainText('Ses commandes sont conservées sous un pseudonyme ; ses factures gardent son identité légale.');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Supprimer ${company}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Client supprimé')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Rechercher un client' })).toBeFocused();
  await expect(page.getByText('Aucun client trouvé')).toBeVisible();
  const gone = await request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } });
  expect(gone.status()).toBe(401);

  // Found by its id: its plate is personal data, replaced too.
  await page.goto(`/admin/completed?q=${order.id}`);
  const kept = page.getByRole('article');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(/Client supprimé #\d+/);
  await expect(kept).not.toContainText(company);
  await expect(kept).not.toContainText(order.registration);
});

test('the administrator adds an administrator, edits and deletes it, and never deletes itself', async ({ page, request }) => {
  const email = newEmail('admin');
  const password = 'Admin-Nouveau-2026';
  // Issue 16: the page uses the spec's /api/admin/administrators calls (§7).
  const accountCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/admin/')) accountCalls.push(`${r.method()} ${pathname.replace(/\/administrators\/[^/]+$/, '/administrators/{id}')}${search}`);
  });
  await openAdminPage(page, 'Administrateurs', 'Administrateurs');

  const table = page.getByRole('table', { name: 'Liste des administrateurs' });
  const own = table.getByRole('row').filter({ hasText: TEST_ADMIN.email });
  await expect(own).toContainText('Vous');
  await expect(own.getByRole('button', { name: /^Modifier/ })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ajouter un administrateur' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter un administrateur' });
  await expect(add).toContainText('ProTune Services');
  await add.getByLabel('Prénom').fill('Sophie');
  await add.getByLabel('Nom', { exact: true }).fill('Leroy');
  await add.getByLabel('E-mail', { exact: true }).fill(email);
  await add.getByLabel('Mot de passe').fill(password);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Administrateur créé')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Sophie Leroy');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { password_token } = await login.json();
  const changed = await request.post('/api/auth/password', { data: { password_token, new_password: CHOSEN_PASSWORD } });
  expect((await changed.json()).user).toMatchObject({ role: 'admin', company_name: 'ProTune Services' });

  await row.getByRole('button', { name: 'Modifier Sophie Leroy' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'administrateur" });
  await edit.getByLabel('Nom', { exact: true }).fill('Leroy-Martin');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Administrateur mis à jour')).toBeVisible();
  await expect(row).toContainText('Sophie Leroy-Martin');

  await row.getByRole('button', { name: 'Supprimer Sophie Leroy-Martin' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet administrateur ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Administrateur supprimé')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un administrateur' })).toBeFocused();
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  const adminCalls = new Set(accountCalls.map((c) => c.replace(/\?.*$/, '')).filter((c) => c.includes('/administrators')));
  expect([...adminCalls].sort()).toEqual([
    'DELETE /api/admin/administrators/{id}',
    'GET /api/admin/administrators',
    'POST /api/admin/administrators',
    'PUT /api/admin/administrators/{id}',
  ]);
  expect(accountCalls.filter((c) => c.includes('role=admin'))).toEqual([]);
});

test('any client is reached beyond the first page: Charger plus in Clients, the server search in Remises Clients', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const batch = suffix();
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  // 55 clients, oldest first: the first one is on the second page of the newest-first list.
  for (let i = 1; i <= 55; i++) {
    const res = await request.post('/api/admin/users', {
      headers: auth,
      data: {
        first_name: 'Lot',
        last_name: `Client ${i}`,
        email: newEmail(`lot${i}`),
        password: TEST_PASSWORD,
        company_name: `Lot ${batch} n°${String(i).padStart(2, '0')}`,
      },
    });
    expect(res.status()).toBe(201);
  }
  const oldest = `Lot ${batch} n°01`;

  await openAdminPage(page, 'Clients', 'Clients');
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByText('50+ clients')).toBeVisible();
  await expect(clientCard(page, oldest)).toHaveCount(0);
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect(clientCard(page, oldest)).toBeVisible();

  // A fresh page: the list starts again from its first page.
  await page.goto('/admin/discounts');
  const clients = page.getByRole('button', { name: /^Lot Client/ });
  await expect(clients).toHaveCount(50);
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(oldest);
  await expect(clients).toHaveCount(1);
  await clients.click();
  await expect(page.getByRole('heading', { name: 'Remises de Lot Client 1' })).toBeVisible();
  // The choice stays while another search no longer lists it.
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(`Lot ${batch} n°55`);
  await expect(clients).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Remises de Lot Client 1' })).toBeVisible();
});
