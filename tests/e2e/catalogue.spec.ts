import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, TEST_ADMIN } from './support';

test('the administrator builds the catalogue: category, service, edit, rename, delete', async ({ page }) => {
  const name = `Boîte ${randomUUID().slice(0, 6)}`;
  await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.getByRole('link', { name: 'Solutions & Catégories' }).click();
  await expect(page.getByRole('heading', { name: 'Solutions & Catégories', level: 1 })).toBeVisible();

  await page.getByLabel('Nouvelle catégorie').fill(name);
  await page.getByRole('button', { name: 'Ajouter la catégorie' }).click();
  await expect(page.getByText('Catégorie ajoutée')).toBeVisible();
  await expect(page.getByLabel('Nouvelle catégorie')).toBeFocused();

  const card = page.getByRole('region', { name });
  await card.getByLabel('Nom du service').fill('Reprogrammation DSG');
  await card.getByLabel('Prix').fill('250,00 €');
  await card.getByRole('button', { name: 'Ajouter le service' }).click();
  await expect(card.getByText(/^250,00\s€\sHT$/)).toBeVisible();

  await card.getByRole('button', { name: 'Modifier le service Reprogrammation DSG' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Prix').fill('275€');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  // Shown as euros like in the client's dialog, whatever was typed.
  await expect(card.getByText(/^275,00\s€\sHT$/)).toBeVisible();

  const renamed = `${name} DQ250`;
  await card.getByRole('button', { name: `Renommer la catégorie ${name}` }).click();
  const rename = page.getByRole('dialog', { name: 'Renommer la catégorie' });
  await rename.getByLabel('Nom de la catégorie').fill(renamed);
  await rename.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Catégorie mise à jour')).toBeVisible();
  const renamedCard = page.getByRole('region', { name: renamed });
  await expect(renamedCard.getByText('Reprogrammation DSG')).toBeVisible();

  await renamedCard.getByRole('button', { name: `Supprimer la catégorie ${renamed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Catégorie supprimée')).toBeVisible();
  await expect(page.getByRole('region', { name: renamed })).toHaveCount(0);
});
