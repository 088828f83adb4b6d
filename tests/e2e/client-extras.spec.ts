import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { jpeg, png, text } from '../support/images';
import { adminToken, approvedClient, bearer, signIn, TEST_ADMIN, TEST_PASSWORD } from './support';

/** Issue 10: profile and logo, the image generator, the simulator (spec §2, §4, §5, §8, §9). */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** A partner with a dark PNG logo, created through the administrator API. */
async function partnerWithLogo(request: APIRequestContext, name: string) {
  const auth = bearer(await adminToken(request));
  const created = await request.post('/api/admin/partners', { headers: auth, data: { name } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).partner as { id: string };
  const logo = await request.post(`/api/admin/partners/${id}/logo`, {
    headers: auth,
    multipart: { file: { name: 'partner.png', mimeType: 'image/png', buffer: Buffer.from(png(240, 96, 0x20)) } },
  });
  expect(logo.status()).toBe(200);
  return id;
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Decodes the PNG in the browser: average luminance of rows, and the luminance of single pixels. */
async function probePng(page: Page, bytes: Buffer, rows: number[], points: [number, number][]) {
  return page.evaluate(
    async ({ base64, rows, points }) => {
      // Decoded from its bytes (no fetch of a data: URL, which a Content-Security-Policy may refuse).
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const blob = new Blob([bytes], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(bitmap, 0, 0);
      const luminance = (d: Uint8ClampedArray, i: number) => 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
      const row = (y: number) => {
        const data = ctx.getImageData(0, y, bitmap.width, 1).data;
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) sum += luminance(data, i);
        return sum / bitmap.width;
      };
      const point = ([x, y]: [number, number]) => luminance(ctx.getImageData(x, y, 1, 1).data, 0);
      return { rows: rows.map(row), points: points.map(point) };
    },
    { base64: bytes.toString('base64'), rows, points },
  );
}

test('a logo uploaded on the profile is auto-loaded by the generator; a 4:5 image with two partners downloads at full size', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 5);
  const [nameA, nameB] = [`Alpha Racing ${tag}`, `Bravo Parts ${tag}`];
  await partnerWithLogo(request, nameA);
  await partnerWithLogo(request, nameB);
  const client = await approvedClient(request, 'Garage Extras');

  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // Profile: read-only details, no logo yet, the §5 messages, then an upload.
  // Issue 16, defect 11: no logo is an answer (204), and the visit makes no failing request.
  const failing: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400) failing.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  const logoAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/client/logo');
  await nav(page).getByRole('link', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { name: 'Mon Profil', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Entreprise')).toHaveValue('Garage Extras');
  await expect(page.getByLabel('Téléphone')).toHaveValue('+33 4 72 00 00 00');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveJSProperty('readOnly', true);
  await expect(page.getByText(/^Ces informations ne sont pas modifiables ici\..*contactez l'administration/)).toBeVisible();
  await expect(page.getByTestId('current-logo').getByText('Aucun logo téléchargé')).toBeVisible();
  expect((await logoAnswer).status()).toBe(204);
  expect(failing).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Recommandations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Utilisation de votre logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Télécharger le logo' }).click();
  await expect(page.locator('#profile-logo-error')).toHaveText('Veuillez sélectionner un logo');
  await page.getByLabel('Nouveau logo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(text()) });
  await expect(page.locator('#profile-logo-error')).toHaveText('Veuillez sélectionner un fichier image');
  await page.getByLabel('Nouveau logo').setInputFiles({ name: 'garage.png', mimeType: 'image/png', buffer: Buffer.from(png(300, 300, 0x30)) });
  await expect(page.locator('#profile-logo-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Télécharger le logo' }).click();
  await expect(page.getByText('Logo téléchargé avec succès')).toBeVisible();
  await expect(page.getByTestId('current-logo').getByRole('img', { name: 'Logo actuel' })).toBeVisible();

  // Generator: the profile logo is there; 'Changer le logo' clears it and asks for a PNG.
  await nav(page).getByRole('link', { name: "Générateur d'images" }).click();
  await expect(page.getByRole('heading', { name: "Générateur d'images", level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo de votre profil' })).toBeVisible();
  await page.getByRole('button', { name: 'Changer le logo' }).click();
  await page.getByLabel('Logo PNG').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg()) });
  await expect(page.locator('#generator-logo-error')).toHaveText('Veuillez télécharger un fichier PNG');
  await page.getByRole('button', { name: 'Utiliser le logo de mon profil' }).click();
  await expect(page.getByRole('img', { name: 'Logo de votre profil' })).toBeVisible();

  // Defaults (spec §9) and the placeholder with the format's size.
  const download = page.getByRole('button', { name: "Télécharger l'image" });
  await expect(download).toBeDisabled();
  await expect(page.getByTestId('preview-caption')).toHaveText('Format 3:4 · 1080 × 1440 px');
  await expect(page.getByRole('img', { name: /Aperçu de l'image 3:4, 1080 × 1440 px : Ajoutez une photo/ })).toBeVisible();
  await expect(page.getByLabel('Puissance')).toHaveValue('400CV');
  await expect(page.getByLabel('Couple')).toHaveValue('500NM');
  await expect(page.getByLabel('Afficher les logos partenaires')).toBeChecked();
  await expect(page.getByLabel('Afficher les informations client')).toBeChecked();

  // Score and intervention exclude each other.
  await page.getByLabel("Afficher l'intervention mécanique").click();
  await expect(page.getByLabel('Afficher le score / service')).not.toBeChecked();
  await expect(page.getByLabel('Intervention', { exact: true })).toBeVisible();
  await page.getByLabel('Afficher le score / service').click();
  await expect(page.getByLabel("Afficher l'intervention mécanique")).not.toBeChecked();

  const format45 = page.getByRole('radio', { name: /4:5/ });
  await page.locator('label').filter({ has: format45 }).click();
  await expect(format45).toBeChecked();
  await expect(page.getByTestId('preview-caption')).toHaveText('Format 4:5 · 1080 × 1350 px');
  await page.getByLabel('Modèle du véhicule').fill('Audi RS3 8V');

  // Partners: add two; choosing one placed elsewhere moves it; 'Aucun' removes the slot.
  await page.getByLabel('Ajouter un partenaire').selectOption({ label: nameA });
  await page.getByLabel('Ajouter un partenaire').selectOption({ label: nameB });
  await expect(page.getByLabel('Partenaire 1', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel('Partenaire 1', { exact: true }).locator('option:checked')).toHaveText(nameA);
  await page.getByLabel('Ajouter un partenaire').selectOption({ label: `${nameA} (partenaire 1)` });
  await expect(page.getByLabel('Partenaire 1', { exact: true }).locator('option:checked')).toHaveText(nameB);
  await expect(page.getByLabel('Partenaire 2', { exact: true }).locator('option:checked')).toHaveText(nameA);
  await page.getByLabel('Partenaire 1', { exact: true }).selectOption({ label: 'Aucun' });
  await expect(page.getByLabel('Partenaire 2', { exact: true })).toHaveCount(0);
  await page.getByLabel('Ajouter un partenaire').selectOption({ label: nameB });
  await expect(page.getByLabel('Partenaire 2', { exact: true }).locator('option:checked')).toHaveText(nameB);

  // A bright uniform photo, then the download.
  await page.locator('#generator-photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png(1600, 1200, 0xf0)) });
  await expect(page.getByRole('img', { name: "Aperçu de l'image 4:5, 1080 × 1350 px" })).toBeVisible();
  await expect(download).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  await expect(page.getByText('Image téléchargée avec succès !')).toBeVisible();
  expect(file.suggestedFilename()).toBe('Audi_RS3_8V_ProTune.png');

  const bytes = await readFile(await file.path());
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });
  // Partner slots for two: x 227 and 653 (200 wide), in the band from y 1190; the client logo 250×250 at x 782, y 20.
  const probe = await probePng(page, bytes, [100, 400], [[907, 145], [327, 1270], [753, 1270], [20, 1270]]);
  const [top, photo] = probe.rows as [number, number];
  expect(photo).toBeGreaterThan(230); // the photo itself, untouched
  expect(top).toBeLessThan(photo - 40); // the 45 % black header band
  const [logo, partner1, partner2, band] = probe.points as [number, number, number, number];
  expect(logo).toBeLessThan(60); // the profile logo (shade 0x30), auto-loaded
  expect(partner1).toBeLessThan(50); // partner logos (shade 0x20) on the light band
  expect(partner2).toBeLessThan(50);
  expect(band).toBeGreaterThan(200);
});

test('the simulator shows the load error offline, its disclaimer and the order button; administrators see no order button', async ({
  page,
  request,
}) => {
  const client = await approvedClient(request, 'Garage Simulateur');
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await nav(page).getByRole('link', { name: 'Simulateur & gains' }).click();
  await expect(page.getByRole('heading', { name: 'Simulateur & gains', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erreur lors du chargement du simulateur' })).toBeVisible();
  await expect(page.getByText('Scores donnés à titre indicatif')).toBeVisible();
  await page.getByRole('link', { name: 'Créer une nouvelle commande' }).click();
  // The orders page with the new-order form open (issue 16, defect 12).
  await expect(page).toHaveURL(/\/orders\?new=1$/);
  await expect(page.getByRole('dialog', { name: 'Nouvelle commande ECU' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/orders$/);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await nav(page).getByRole('link', { name: 'Simulateur' }).click();
  await expect(page.getByRole('heading', { name: 'Erreur lors du chargement du simulateur' })).toBeVisible();
  await expect(page.getByText('Scores donnés à titre indicatif')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer une nouvelle commande' })).toHaveCount(0);
});

test('a client downloads the export of its data from its profile (a zip archive)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const client = await approvedClient(request, 'Garage Export');
  await signIn(page, client.email, TEST_PASSWORD, '/profile');
  const card = page.getByRole('region', { name: 'Mes données' });
  await expect(card.getByText('Aucun export pour le moment.')).toBeVisible();
  await card.getByRole('button', { name: 'Télécharger mes données' }).click();
  const list = card.getByRole('list', { name: 'Exports de données' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Built by a job: the list is read again every 5 s until the export is ready.
  await expect(list.getByText('Prête', { exact: true })).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: /^Télécharger l'export du/ }).click()]);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('donnees.json'))).toBe(true);
});
