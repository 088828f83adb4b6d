import { expect, test, type Page } from '@playwright/test';
import { report, seriousViolations } from './a11y-audit';
import { approvedClient, signIn, TEST_ADMIN, TEST_PASSWORD } from './support';

/**
 * The support chat (spec §2 'Client chat page', 'Admin chat', issue 9 item 2): a client writes on
 * /chat, the administrator sees the unread badge on 'Chat' within one poll, opens the thread on
 * /admin/chat and answers with Enter; the client sees the answer, its menu badge and the bell.
 */

const SHOTS = process.env.SUPPORT_SHOTS_DIR;

async function expectNoSeriousAxe(page: Page, where: string) {
  const findings = await seriousViolations(page, where);
  expect(findings, report(findings)).toEqual([]);
}

test('a client and an administrator talk on the support chat', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const client = await approvedClient(request, 'Garage Support');
  const clientPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  const adminFeed = adminPage.waitForResponse((response) => new URL(response.url()).pathname === '/api/changes');
  await signIn(adminPage, TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminFeed;
  const adminChatEntry = adminPage.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /^Chat/ });
  const adminUnreadBefore = Number((await adminChatEntry.getByTestId('nav-unread-messages').textContent({ timeout: 500 }).catch(() => '0')) ?? '0');

  // The client writes: Shift+Enter is a newline, Enter sends.
  await signIn(clientPage, client.email, TEST_PASSWORD);
  await expect(clientPage).toHaveURL(/\/$/);
  await clientPage.getByRole('link', { name: 'Chat & support' }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Chat & support' })).toBeVisible();
  const clientLog = clientPage.getByRole('log', { name: 'Messages' });
  await expect(clientLog).toBeVisible();
  const clientBox = clientPage.getByLabel('Votre message');
  await clientBox.fill('Bonjour,');
  await clientBox.press('Shift+Enter');
  await clientBox.pressSequentially('ma cartographie Stage 1 est-elle prête ?');
  await clientBox.press('Enter');
  await expect(clientPage.getByText('Message envoyé')).toBeVisible();
  await expect(clientBox).toHaveValue('');
  const sent = clientLog.getByRole('article').filter({ hasText: 'ma cartographie Stage 1' });
  await expect(sent).toContainText('Bonjour,\nma cartographie Stage 1 est-elle prête ?');
  await expect(sent).toContainText('Client');

  // The administrator's 'Chat' entry counts it within one poll (2 s).
  await expect(adminChatEntry.getByTestId('nav-unread-messages')).toHaveText(String(adminUnreadBefore + 1), { timeout: 4_000 });
  await adminChatEntry.click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const waiting = adminPage.getByRole('region', { name: 'Non lus' }).getByRole('button', { name: /Garage Support/ });
  await expect(waiting).toContainText('1');
  await waiting.click();
  await expect(adminPage.getByRole('heading', { name: /^Conversation avec / })).toBeVisible();
  const adminLog = adminPage.getByRole('log', { name: 'Messages' });
  await expect(adminLog).toContainText('ma cartographie Stage 1 est-elle prête ?');
  // Reading the thread clears its badge (on the next poll).
  await expect(adminChatEntry.getByTestId('nav-unread-messages')).toHaveCount(adminUnreadBefore > 0 ? 1 : 0, { timeout: 4_000 });

  const adminBox = adminPage.getByLabel('Votre message');
  await adminBox.fill('Oui, elle est prête : vous la trouverez dans Mes commandes.');
  await adminBox.press('Enter');
  await expect(adminPage.getByText('Message envoyé')).toBeVisible();
  await expect(adminLog.getByRole('article').filter({ hasText: 'elle est prête' })).toContainText('Équipe');
  await expectNoSeriousAxe(adminPage, 'admin chat');
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/admin-chat.png`, fullPage: true });

  // The client sees the answer within a poll, its menu badge and the bell.
  await expect(clientLog).toContainText('Oui, elle est prête', { timeout: 4_000 });
  await expect(clientPage.getByTestId('notification-badge')).toHaveText('1', { timeout: 4_000 });
  await clientPage.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await expect(clientPage.getByRole('menuitem', { name: /Nouveau message de l'équipe/ })).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await expectNoSeriousAxe(clientPage, 'client chat');
  if (SHOTS) await clientPage.screenshot({ path: `${SHOTS}/client-chat.png`, fullPage: true });
});
