import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { TEST_ADMIN, TEST_PASSWORD } from '../support/constants';

export { TEST_ADMIN, TEST_PASSWORD };

export const newEmail = (prefix = 'garage') => `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: TEST_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
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

export async function registerThroughApi(request: APIRequestContext, email: string, company = 'Garage du Test') {
  const res = await request.post('/api/auth/register', {
    data: {
      first_name: 'Claire',
      last_name: 'Martin',
      company_name: company,
      address: '3 avenue des Champs, 69000 Lyon, France',
      phone: '+33 4 72 00 00 00',
      email,
      password: TEST_PASSWORD,
    },
  });
  expect(res.status()).toBe(201);
}

export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
