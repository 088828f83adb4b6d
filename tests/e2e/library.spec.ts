import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { familyFile, familyFixtures } from '../support/ecu-fixtures';
import { vehicle } from '../support/vehicle';
import { adminToken, approvedClient, bearer, signIn, TEST_ADMIN, TEST_PASSWORD } from './support';

/** A service that allows instant delivery of known files (issue 41), in a category of its own. */
async function autoService(request: APIRequestContext) {
  const auth = bearer(await adminToken(request));
  const category = await (await request.post('/api/admin/categories', { headers: auth, multipart: { name: `Bibliothèque ${randomUUID().slice(0, 6)}` } })).json();
  const service = await (await request.post(`/api/admin/categories/${category.id}/services`, { headers: auth, multipart: { name: 'Stage 1', price: '150€' } })).json();
  const flagged = await request.put(`/api/admin/categories/${category.id}/services/${service.id}`, { headers: auth, data: { name: 'Stage 1', price: '150€', auto_delivery: true } });
  expect(flagged.status(), await flagged.text()).toBe(200);
  return service as { id: string };
}

async function orderOf(request: APIRequestContext, token: string, serviceId: string, content: Buffer, registration: string) {
  const res = await request.post('/api/orders', {
    headers: bearer(token),
    multipart: {
      ...vehicle,
      registration,
      selected_services: JSON.stringify([{ id: serviceId }]),
      file: { name: 'lecture-me7.bin', mimeType: 'application/octet-stream', buffer: content },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; status: string };
}

test("a known file: the second garage's order is delivered without anyone acting; the administrator finds it in « Bibliothèque » by software number and opens its history", async ({ page, request, browser }) => {
  const service = await autoService(request);
  const content = Buffer.from(familyFile('ME7', randomInt(1, 2 ** 31)));
  const tuned = Buffer.from(familyFile('ME7', randomInt(1, 2 ** 31)));

  // Garage A's order, delivered by a person: the reference.
  const first = await approvedClient(request, 'Garage Référence');
  const reference = await orderOf(request, first.token, service.id, content, `RF-${randomInt(100, 999)}-AA`);
  const delivered = await request.post(`/api/admin/orders/${reference.id}/deliver`, {
    headers: bearer(await adminToken(request)),
    multipart: { version: 'nouvelle', file: { name: 'me7-stage1.bin', mimeType: 'application/octet-stream', buffer: tuned } },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // Garage B sends the same bytes for the same service: it is « Terminé » with its V1 at once.
  const second = await approvedClient(request, 'Garage Second');
  const registration = `KN-${randomInt(100, 999)}-BB`;
  const known = await orderOf(request, second.token, service.id, content, registration);
  expect(known.status).toBe('termine');
  await signIn(page, second.email, TEST_PASSWORD, '/orders');
  const card = page.getByRole('article').filter({ hasText: registration });
  await expect(card.getByText('Terminé')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /^V1$/ }).click()]);
  expect(Buffer.compare(await readFile((await download.path())!), tuned)).toBe(0);

  // The administrator searches the library by software number and opens the file's history.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, TEST_ADMIN.email, TEST_ADMIN.password, '/admin');
  await adminPage.getByRole('link', { name: 'Bibliothèque' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Bibliothèque', level: 1 })).toBeVisible();
  await adminPage.getByLabel('Rechercher par').selectOption('software');
  await adminPage.getByLabel('Valeur recherchée').fill(familyFixtures.ME7.identifiers.software_number ?? '');
  await adminPage.getByRole('button', { name: 'Rechercher' }).click();
  const shortId = known.id.slice(0, 8).toUpperCase();
  await adminPage.getByRole('link', { name: `Ouvrir l'historique de la commande #${shortId}` }).click();
  await expect(adminPage.getByRole('heading', { name: `Historique · Commande #${shortId}` })).toBeVisible();
  await expect(adminPage.getByText('Fichier connu')).toBeVisible();
  await expect(adminPage.getByText(`copie de la commande #${reference.id.slice(0, 8).toUpperCase()} v1`, { exact: false })).toBeVisible();
  await admin.close();
});
