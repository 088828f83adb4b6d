import { expect, test, type Page } from '@playwright/test';
import { report, seriousViolations } from './a11y-audit';
import { approvedClient, signIn, seedOrder, TEST_ADMIN, TEST_PASSWORD } from './support';

/**
 * The order chat (spec §2, §5, §8, §9; issue 9 item 1): a client writes with an attachment from
 * 'Chat & Détails', the administrator's open order shows the unread badge within one poll of the
 * change feed and answers; the client sees the answer, its bell and the banner.
 */

const SHOTS = process.env.ORDER_CHAT_SHOTS_DIR;

/** axe on the open chat panel only (the rest of each page has its own audit in a11y.spec.ts). */
const chatPanelViolations = (page: Page, where: string) =>
  seriousViolations(page, where, { include: '[data-testid="order-chat-panel"]' });

test('a client writes with an attachment, the administrator sees the badge and answers, the client is told', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const client = await approvedClient(request, 'Garage Messagerie');
  const order = await seedOrder(request, client.token);
  const baseURL = test.info().project.use.baseURL;

  // The administrator has the order open, chat folded, nothing unread.
  const adminContext = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/orders/${order.id}`);
  const adminPanel = admin.getByRole('button', { name: /Messagerie de la commande/ });
  await expect(adminPanel).toContainText('0 message');
  await expect(admin.getByTestId('order-chat-unread')).toHaveCount(0);

  // The client opens 'Chat & Détails': the chat is open; a message with a file and its description.
  const clientContext = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  const page = await clientContext.newPage();
  await signIn(page, client.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Chat & Détails' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Aucun message pour le moment.')).toBeVisible();

  // Nothing to send: the spec's message.
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Veuillez saisir un message ou joindre un fichier')).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'lecture-obd.log',
    mimeType: 'text/plain',
    buffer: Buffer.from('P0401 EGR insuffisant\n'.repeat(200)),
  });
  await dialog.getByLabel('Description de la pièce jointe (facultatif)').fill('Lecture avant modification');
  const box = dialog.getByLabel('Votre message');
  await box.fill('Bonjour, voici la lecture du calculateur.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Le véhicule cale à froid.');
  await box.press('Enter');
  await expect(page.getByText('Message envoyé')).toBeVisible();
  const log = dialog.getByRole('log', { name: 'Messages de la commande' });
  await expect(log).toContainText('Bonjour, voici la lecture du calculateur.\nLe véhicule cale à froid.');
  await expect(log.getByRole('button', { name: 'Télécharger lecture-obd.log' })).toBeVisible();
  await expect(log).toContainText('Lecture avant modification');
  await expect(box).toHaveValue('');

  // Within one poll of the feed (2 s), the administrator's folded chat shows 1 unread.
  await expect(admin.getByTestId('order-chat-unread')).toHaveText('1 non lu', { timeout: 6_000 });
  await expect(adminPanel).toContainText('1 message');
  await adminPanel.click();
  const adminLog = admin.getByRole('log', { name: 'Messages de la commande' });
  await expect(adminLog).toContainText('Le véhicule cale à froid.');
  await expect(adminLog).toContainText('Client');
  // Opened = read: the badge goes.
  await expect(admin.getByTestId('order-chat-unread')).toHaveCount(0);
  const download = admin.waitForEvent('download');
  await adminLog.getByRole('button', { name: 'Télécharger lecture-obd.log' }).click();
  expect((await download).suggestedFilename()).toBe('lecture-obd.log');

  const reply = admin.getByLabel('Votre message');
  await reply.fill('Merci, nous regardons la lecture et revenons vers vous.');
  await reply.press('Enter');
  await expect(admin.getByText('Message envoyé')).toBeVisible();
  await expect(adminLog).toContainText('Merci, nous regardons la lecture');
  const adminFindings = await chatPanelViolations(admin, 'admin order chat');
  if (SHOTS) await admin.getByTestId('order-chat-panel').screenshot({ path: `${SHOTS}/orderchat-admin-desktop.png` });

  // The client's open chat shows the answer; seen there, it is no news (issue 37): no bell
  // count, no banner, and the server has it read.
  await expect(log).toContainText('Merci, nous regardons la lecture', { timeout: 6_000 });
  await expect(log).toContainText('Équipe');
  await page.waitForTimeout(3_000);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(page.getByTestId('notification-banner')).toHaveCount(0);
  const clientFindings = await chatPanelViolations(page, 'client order chat');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/orderchat-client-desktop.png` });

  // From anywhere, the bell's notification opens this order's details and chat.
  await page.keyboard.press('Escape');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: /Nouveau message de l'équipe/ }).click();
  await expect(page).toHaveURL(/\/orders\?order=[^&]+$/);
  await expect(page.getByRole('dialog').getByRole('log', { name: 'Messages de la commande' })).toContainText('Merci, nous regardons la lecture');

  const findings = [...adminFindings, ...clientFindings];
  expect(findings, report(findings)).toEqual([]);
  await adminContext.close();
  await clientContext.close();
});
