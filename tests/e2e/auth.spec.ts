import { expect, test } from '@playwright/test';
import { totp } from '../support/totp';
import { adminToken, approveByEmail, approvedClient, CHOSEN_PASSWORD, loginThroughUi, newAdministrator, newEmail, signIn, TEST_ADMIN, TEST_PASSWORD } from './support';

test('a garage registers, waits for approval, then lands on the client home', async ({ page, request }) => {
  const email = newEmail();
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Entreprise').fill('Garage Martin');
  await page.getByLabel('Adresse').fill('3 avenue des Champs, 69000 Lyon, France');
  await page.getByLabel('Téléphone').fill('+33 4 72 00 00 00');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe').fill(TEST_PASSWORD);
  // Issue 24: the terms and the privacy notice must be accepted (links open in a new tab).
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Vous devez accepter les conditions et la politique de confidentialité.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'politique de confidentialité', exact: true })).toHaveAttribute('target', '_blank');
  await page.getByRole('checkbox', { name: /^J'accepte (les conditions générales et )?la politique de confidentialité$/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();

  await expect(page.getByText('Inscription réussie. Votre compte est en attente de validation.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughUi(page, email, TEST_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Compte en attente' })).toBeVisible();

  // Approved: the pending screen, told by the push channel, opens the portal by itself (issue 37).
  await approveByEmail(request, email);
  await expect(page.getByRole('heading', { name: 'Compte en attente' })).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Claire Martin')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mes commandes' })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(/\/$/);
});

test('the administrator lands on /admin, and / sends it back there', async ({ page }) => {
  await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Fichiers à modifier' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a wrong password shows the server detail; an anonymous visitor is sent to /login', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail', { exact: true }).fill(TEST_ADMIN.email);
  await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('E-mail ou mot de passe incorrect')).toBeVisible();
});

test('logout clears the session', async ({ page }) => {
  await loginThroughUi(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a client ends its other session from its profile, and that tab is signed out at its next call', async ({ browser, request }) => {
  const client = await approvedClient(request, 'Garage Deux Onglets');
  const office = await browser.newPage();
  await signIn(office, client.email, TEST_PASSWORD, '/profile');
  const phone = await browser.newPage();
  await signIn(phone, client.email, TEST_PASSWORD, '/orders');
  await expect(phone.getByRole('heading', { name: 'Mes commandes', level: 1 })).toBeVisible();

  await office.reload();
  const sessions = office.getByRole('region', { name: 'Sessions ouvertes' });
  await expect(sessions.getByText('Cette session')).toBeVisible();
  // Newest first: the phone's sign-in came last.
  await sessions.getByRole('button', { name: /^Fermer la session/ }).first().click();
  const confirm = office.getByRole('alertdialog', { name: 'Fermer cette session ?' });
  await confirm.getByRole('button', { name: 'Fermer la session' }).click();
  await expect(office.getByText('Session fermée')).toBeVisible();

  await phone.getByRole('link', { name: 'Accueil' }).first().click();
  await expect(phone).toHaveURL(/\/login$/);
  await office.reload();
  await expect(office.getByRole('region', { name: 'Sessions ouvertes' })).toBeVisible();
  await expect(office).toHaveURL(/\/profile$/);
  await Promise.all([office.context().close(), phone.context().close()]);
});

test('an administrator turns on two-factor sign-in with a code of the shown key, then signs in with a code', async ({ page, request }) => {
  const admin = await newAdministrator(request);
  await signIn(page, admin.email, admin.password, '/admin/security');
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(page.getByRole('img', { name: 'QR code de la clé à scanner' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  // The previous step's code: the sign-in below then uses the current one (each step is good once).
  await page.getByLabel('Code à 6 chiffres').fill(totp(secret, Date.now() - 30_000));
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Vos codes de secours' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: "J'ai noté mes codes" }).click();
  await expect(page.getByText('10 codes de secours restants')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await loginThroughUi(page, admin.email, admin.password);
  await page.getByLabel('Code de vérification').fill(totp(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Fichiers à modifier' })).toBeVisible();
});

test('a garage turns on two-factor sign-in from « Mon profil », then signs in with a code (issue 36)', async ({ page, request }) => {
  const client = await approvedClient(request, 'Garage Double Facteur');
  await signIn(page, client.email, TEST_PASSWORD, '/profile');
  const card = page.getByRole('region', { name: 'Double authentification' });
  await card.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(card.getByRole('img', { name: 'QR code de la clé à scanner' })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  await card.getByLabel('Code à 6 chiffres').fill(totp(secret, Date.now() - 30_000));
  await card.getByRole('button', { name: 'Activer', exact: true }).click();
  await expect(card.getByRole('list', { name: 'Vos codes de secours' }).getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: "J'ai noté mes codes" }).click();
  await expect(card.getByText('10 codes de secours restants')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await loginThroughUi(page, client.email, TEST_PASSWORD);
  await page.getByLabel('Code de vérification').fill(totp(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Mes commandes' }).first()).toBeVisible();
});

test('a new administrator, when the business requires two-factor sign-in, replaces its password then goes straight to the enrolment, with no 403 on the way (issue 37)', async ({ page, request }) => {
  const root = { authorization: `Bearer ${await adminToken(request)}` };
  const email = newEmail('admin');
  const created = await request.post('/api/admin/users', {
    headers: root,
    data: { first_name: 'Inès', last_name: 'Garnier', email, password: TEST_PASSWORD, company_name: 'ProTune Services', role: 'admin' },
  });
  expect(created.status()).toBe(201);
  expect((await request.put('/api/admin/security/policy', { headers: root, data: { require_admin_2fa: true } })).status()).toBe(200);
  try {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    // The password its creator set: its own first.
    await loginThroughUi(page, email, TEST_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Changer le mot de passe' })).toBeVisible();
    await page.getByLabel('Nouveau mot de passe').fill(CHOSEN_PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(CHOSEN_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    // Then the enrolment, before any page of the administration asks for its data.
    await expect(page).toHaveURL(/\/admin\/double-authentification$/);
    await expect(page.getByRole('heading', { name: 'Activez la double authentification' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activer la double authentification' })).toBeVisible();
    await expect(page.getByText('Aucune commande récente')).toHaveCount(0);
    expect(refused).toEqual([]);
  } finally {
    await request.put('/api/admin/security/policy', { headers: root, data: { require_admin_2fa: false } });
  }
});
