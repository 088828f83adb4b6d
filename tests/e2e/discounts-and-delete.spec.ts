import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, approveByEmail, signIn, newEmail, registerThroughApi, TEST_ADMIN, TEST_PASSWORD } from './support';

test('Remises Clients: create, edit and delete a discount for one client', async ({ page, request }) => {
  const email = newEmail('remise');
  const company = `Garage Remise ${randomUUID().slice(0, 4)}`;
  await registerThroughApi(request, email, company);
  await approveByEmail(request, email);
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const categoryName = `Dépollution ${randomUUID().slice(0, 6)}`;
  const category = await (await request.post('/api/admin/categories', { headers: auth, multipart: { name: categoryName } })).json();

  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.getByRole('link', { name: 'Remises clients' }).click();
  await expect(page.getByRole('heading', { name: 'Remises Clients', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  await page.getByRole('button', { name: /Claire Martin/ }).first().click();

  await page.getByRole('button', { name: 'Ajouter une remise' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Veuillez remplir tous les champs').first()).toBeVisible();
  await dialog.getByLabel('Catégorie').selectOption(category.id);
  await dialog.getByLabel('Type').selectOption('percentage');
  await dialog.getByLabel('Valeur').fill('12.5');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Remise créée')).toBeVisible();
  await expect(page.getByText('12,5 %')).toBeVisible();

  await page.getByRole('button', { name: `Modifier la remise ${categoryName}` }).click();
  await page.getByRole('dialog').getByLabel('Type').selectOption('fixed');
  await page.getByRole('dialog').getByLabel('Valeur').fill('20');
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Remise mise à jour')).toBeVisible();
  await expect(page.getByText('20,00 €')).toBeVisible();

  // What the client's own call now says.
  const client = await (await request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).json();
  const discounts = await (await request.get('/api/client/discounts', { headers: { authorization: `Bearer ${client.access_token}` } })).json();
  expect(discounts).toEqual([{ category_id: category.id, category_name: categoryName, discount_type: 'fixed', discount_value: 20 }]);

  await page.getByRole('button', { name: `Supprimer la remise ${categoryName}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Supprimer cette remise ?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Remise supprimée')).toBeVisible();
});

test('an administrator deletes an order from Fichiers à modifier after confirming', async ({ page, request }) => {
  const email = newEmail('delete');
  await registerThroughApi(request, email);
  await approveByEmail(request, email);
  const client = await (await request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } })).json();
  const registration = `DL-${randomUUID().slice(0, 3).toUpperCase()}-99`;
  const created = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${client.access_token}` },
    multipart: {
      vehicle_brand: 'Renault',
      vehicle_model: 'Clio IV RS',
      vehicle_year: '2016',
      registration,
      engine: '1.6 TCe 200',
      kilometers: '99000',
      selected_services: '[]',
      file: { name: 'clio.ori', mimeType: 'application/octet-stream', buffer: randomBytes(4096) },
    },
  });
  expect(created.status()).toBe(201);
  const order = await created.json();

  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.getByRole('link', { name: 'Fichiers à modifier' }).click();
  const card = page.getByRole('article').filter({ hasText: registration });
  await card.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Cette action est irréversible !');
  await expect(confirm).toContainText('Renault Clio IV RS');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Commande supprimée avec succès')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: registration })).toHaveCount(0);
  const gone = await request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${client.access_token}` } });
  expect(gone.status()).toBe(404);
});

test('a client session never downloads an administrator page chunk', async ({ page, request }) => {
  const email = newEmail('chunks');
  await registerThroughApi(request, email);
  await approveByEmail(request, email);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signIn(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Mes commandes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mes commandes', level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /admin/i.test(s))).toEqual([]);
});
