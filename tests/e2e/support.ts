import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { TEST_ADMIN, TEST_PASSWORD } from '../support/constants';
import { vehicle } from '../support/vehicle';

export { TEST_ADMIN, TEST_PASSWORD };

export const newEmail = (prefix = 'garage') => `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;

/** Signs in through the API: the access and refresh tokens. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  const { access_token, refresh_token } = await res.json();
  return { access_token: access_token as string, refresh_token: refresh_token as string };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, TEST_ADMIN.email, TEST_ADMIN.password)).access_token;
}

/** Approves a client through the admin API (the admin screens come with a later issue). */
export async function approveByEmail(request: APIRequestContext, email: string): Promise<string> {
  const token = await adminToken(request);
  const users = await (await request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })).json();
  const user = users.find((u: { email: string }) => u.email === email);
  expect(user, `client ${email}`).toBeTruthy();
  const res = await request.put(`/api/admin/users/${user.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { status: 'approved' },
  });
  expect(res.status()).toBe(200);
  return user.id;
}

export async function registerThroughApi(request: APIRequestContext, email: string, company = 'Garage du Test', address = '3 avenue des Champs, 69000 Lyon, France') {
  const res = await request.post('/api/auth/register', {
    data: {
      first_name: 'Claire',
      last_name: 'Martin',
      company_name: company,
      address,
      phone: '+33 4 72 00 00 00',
      email,
      password: TEST_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * Signs the page in with tokens from the API and opens `path` (the role's home by default): for
 * journeys whose subject is not the login form (auth.spec.ts drives that form). The tokens are
 * set once, before the SPA's first script, so a later logout stays a logout.
 */
export async function signIn(page: Page, email: string, password: string, path = '/') {
  const tokens = await apiLogin(page.request, email, password);
  // Each sign-in its own mark: a later signIn on the same page (another account) sets its tokens too.
  const mark = `e2e-signed-in-${randomUUID()}`;
  await page.addInitScript(
    ({ t, mark }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
    },
    { t: tokens, mark },
  );
  await page.goto(path);
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An approved client, signed in through the API: its id, email and tokens. */
export async function approvedClient(request: APIRequestContext, company = 'Garage du Test', address?: string) {
  const email = newEmail('seed');
  await registerThroughApi(request, email, company, address);
  const id = await approveByEmail(request, email);
  const tokens = await apiLogin(request, email, TEST_PASSWORD);
  return { id, email, token: tokens.access_token, tokens };
}

/** A category with two services and a 10 % discount for the client (struck-through prices). */
export async function seedCatalogueFor(request: APIRequestContext, clientId: string) {
  const auth = bearer(await adminToken(request));
  const suffix = randomUUID().slice(0, 6);
  const category = await (await request.post('/api/admin/categories', { headers: auth, multipart: { name: `Stage ${suffix}` } })).json();
  const service = await (
    await request.post(`/api/admin/categories/${category.id}/services`, { headers: auth, multipart: { name: 'Stage 1', price: '300,00 €' } })
  ).json();
  await request.post(`/api/admin/categories/${category.id}/services`, { headers: auth, multipart: { name: 'EGR OFF', price: '80€' } });
  const discount = await request.post(`/api/admin/clients/${clientId}/discounts`, {
    headers: auth,
    data: { category_id: category.id, discount_type: 'percentage', discount_value: 10 },
  });
  expect(discount.status()).toBe(200);
  return { category, service };
}

/** An order of the client, created through the API with a small original file. */
export async function seedOrder(
  request: APIRequestContext,
  token: string,
  services: { name: string; price: string; category_id: string }[] = [],
  registration = `AB-${randomUUID().slice(0, 3).toUpperCase()}-CD`,
  filename = 'golf-orig.bin',
) {
  const res = await request.post('/api/orders', {
    headers: bearer(token),
    multipart: {
      ...vehicle,
      registration,
      selected_services: JSON.stringify(services),
      file: { name: filename, mimeType: 'application/octet-stream', buffer: Buffer.from(randomUUID().repeat(64)) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; registration: string; total_price: number };
}

/** Administrator actions on an order through the API. */
export async function adminOrderAction(
  request: APIRequestContext,
  orderId: string,
  action: { status?: string; payment_status?: string; deliver?: boolean },
) {
  const auth = bearer(await adminToken(request));
  if (action.deliver) {
    const res = await request.post(`/api/admin/orders/${orderId}/deliver`, {
      headers: auth,
      multipart: { version: 'nouvelle', file: { name: 'golf-v1.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('v1'.repeat(512)) } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  if (action.status) {
    // « Terminé » without a delivery: the audited override (decision 033).
    const override = action.status === 'termine' && !action.deliver ? { force: true, reason: 'Fixture e2e sans livraison' } : {};
    const res = await request.put(`/api/admin/orders/${orderId}/status`, { headers: auth, data: { status: action.status, ...override } });
    expect(res.status()).toBe(200);
  }
  if (action.payment_status) {
    const res = await request.put(`/api/admin/orders/${orderId}/payment`, { headers: auth, data: { payment_status: action.payment_status } });
    expect(res.status()).toBe(200);
  }
}

/** The password an account chooses at its first sign-in after an administrator set one. */
export const CHOSEN_PASSWORD = 'Choisi-Par-Moi-2026';

/**
 * A new administrator (created by the test administrator), whose first sign-in replaced the
 * password its creator set (issue 37): its e-mail and own password.
 */
export async function newAdministrator(request: APIRequestContext) {
  const email = newEmail('admin');
  const res = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { first_name: 'Paul', last_name: 'Girard', email, password: TEST_PASSWORD, company_name: 'ProTune Services', role: 'admin' },
  });
  expect(res.status()).toBe(201);
  const step = await request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD } });
  const { password_token } = await step.json();
  expect(password_token, 'the password change step').toEqual(expect.any(String));
  const changed = await request.post('/api/auth/password', { data: { password_token, new_password: CHOSEN_PASSWORD } });
  expect(changed.status()).toBe(200);
  return { email, password: CHOSEN_PASSWORD };
}

/** A complete seller identity (issue 21): invoices can be issued. Real check keys: SIREN, SIRET, VAT number, IBAN. */
export async function seedSeller(request: APIRequestContext) {
  const res = await request.put('/api/admin/invoicing/seller', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name: 'ProTune Reprogrammation',
      legal_form: 'SAS',
      share_capital: '10000',
      siren: '732829320',
      siret: '73282932000017',
      registration: 'RCS Lyon 732 829 320',
      vat_number: 'FR44732829320',
      address_line1: '12 rue des Ateliers',
      postcode: '69007',
      city: 'Lyon',
      country_code: 'FR',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
      default_vat_rate: 20,
      payment_term_days: 30,
      late_penalty_rate: 10,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).missing).toEqual([]);
}
