import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminOrderAction, adminToken, approvedClient, bearer, seedCatalogueFor, seedOrder, signIn, TEST_ADMIN, TEST_PASSWORD } from './support';

/**
 * Issue 37, the money walk (decision 034): an order through its invoice, a payment and a credit
 * note, every figure read on the garage's screens (its order, its invoice, the header's « Solde
 * dû ») and the administrator's (the order, the client's card « Solde dû » / « Impayées », the
 * dashboard's « Impayées cette semaine »). The seller's identity is cleared at the end, so the specs
 * after this one complete their orders without invoices as before.
 */

const seller = {
  name: 'ProTune Reprogrammation', legal_form: 'SAS', share_capital: '10000', siren: '732829320', siret: '73282932000017',
  registration: 'RCS Lyon 732 829 320', vat_number: 'FR44732829320', address_line1: '12 rue des Ateliers', postcode: '69007',
  city: 'Lyon', country_code: 'FR', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP', default_vat_rate: 20,
  payment_term_days: 30, late_penalty_rate: 10,
};
const mandatory = ['name', 'legal_form', 'share_capital', 'siren', 'siret', 'registration', 'vat_number', 'address_line1', 'postcode', 'city', 'iban', 'bic'];
const cleared = { ...Object.fromEntries(mandatory.map((field) => [field, ''])), late_penalty_rate: null };

const putSeller = async (request: APIRequestContext, body: object) => {
  const res = await request.put('/api/admin/invoicing/seller', { headers: bearer(await adminToken(request)), data: body });
  expect(res.status(), await res.text()).toBe(200);
};

test.afterAll(async ({ request }) => {
  await putSeller(request, cleared);
});

/** 'Impayées cette semaine' as the API counts it now (one worker: nothing else moves it meanwhile). */
const unpaidThisWeek = async (request: APIRequestContext) =>
  ((await (await request.get('/api/admin/stats', { headers: bearer(await adminToken(request)) })).json()) as { unpaid: number }).unpaid;

/** The dashboard's « Impayées cette semaine » shows `count`. */
async function dashboardShowsUnpaid(admin: Page, count: number) {
  await admin.goto('/admin');
  const stat = admin.getByRole('region', { name: 'Indicateurs' }).getByRole('link').filter({ hasText: 'Impayées cette semaine' });
  await expect(stat).toHaveText(new RegExp(`^${count}\\s*Impayées cette semaine$`));
}

/** The client's card in Admin › Clients: « Solde dû » and « Impayées ». */
async function clientCardShows(admin: Page, company: string, balance: RegExp, unpaid: string) {
  await admin.goto('/admin/clients');
  await admin.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  const card = admin.getByRole('article').filter({ has: admin.getByRole('heading', { name: company, exact: true }) });
  const stats = card.getByRole('definition');
  await expect(stats.nth(0)).toHaveText(balance);
  await expect(stats.nth(2)).toHaveText(unpaid);
}

test('the money walk: order, invoice, payment and credit note agree to the cent on the garage’s and the administrator’s screens', async ({ page, browser, request }) => {
  // About a minute on an idle machine: two browsers, a dozen page loads.
  test.setTimeout(180_000);
  await putSeller(request, seller);
  const company = `Garage Comptes ${randomUUID().slice(0, 6)}`;
  const client = await approvedClient(request, company);
  const { category, service } = await seedCatalogueFor(request, client.id);
  // Stage 1 at 300,00 € less 10 %: 270,00 € HT, 54,00 € of VAT at 20 %, 324,00 € TTC.
  const order = await seedOrder(request, client.token, [{ name: service.name, price: service.price, category_id: category.id }]);
  const unpaidBefore = await unpaidThisWeek(request);
  await adminOrderAction(request, order.id, { status: 'termine' });
  const invoiceNumber = ((await (await request.get(`/api/orders/${order.id}`, { headers: bearer(client.token) })).json()) as { invoice_number: string }).invoice_number;
  expect(invoiceNumber).toMatch(/^FA-\d{4}-\d{6}$/);

  // The garage: its order says HT, VAT and TTC, owed; its header's balance is that TTC; its invoice the same.
  await signIn(page, client.email, TEST_PASSWORD, '/orders');
  const card = page.getByRole('article').filter({ hasText: order.registration });
  await expect(card.getByText('Dû', { exact: true })).toBeVisible();
  await expect(card).toContainText(/Total HT\s*270,00\s€/);
  await expect(card).toContainText(/TVA 20\s%\s*54,00\s€/);
  await expect(card).toContainText(/Total TTC\s*324,00\s€/);
  const balance = page.getByRole('banner').getByRole('button', { name: /Solde dû/ });
  await expect(balance).toHaveText(/324,00\s€\sTTC/);
  await page.getByRole('navigation').getByRole('link', { name: 'Mes factures' }).first().click();
  const invoiceRow = page.getByRole('table', { name: 'Liste de mes factures' }).getByRole('row').filter({ hasText: invoiceNumber });
  await expect(invoiceRow).toContainText(/270,00\s€/);
  await expect(invoiceRow).toContainText(/54,00\s€/);
  await expect(invoiceRow).toContainText(/324,00\s€/);

  // The administrator: the order's amounts and badge, the client's card, the dashboard.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, TEST_ADMIN.email, TEST_ADMIN.password, `/admin/orders/${order.id}`);
  const main = admin.getByRole('main');
  await expect(main).toContainText(/324,00\s€\sTTC/);
  await expect(main).toContainText(/Total HT\s*270,00\s€/);
  await expect(main).toContainText(invoiceNumber);
  await clientCardShows(admin, company, /^324,00\s€\sTTC$/, '1');
  await dashboardShowsUnpaid(admin, unpaidBefore + 1);

  // Paid: nothing owed anywhere.
  await admin.goto(`/admin/orders/${order.id}`);
  await admin.getByRole('button', { name: 'Marquer payé' }).click();
  // The previous change's toast may still be shown beside this one's.
  await expect(admin.getByText('Paiement mis à jour').last()).toBeVisible();
  await page.goto('/orders');
  await expect(card.getByText('Payé', { exact: true })).toBeVisible();
  await expect(balance).toHaveText(/^Solde dû\s*0,00\s€\sTTC$/);

  // Not paid after all: owed again.
  await admin.getByRole('button', { name: 'Marquer non payé' }).click();
  await expect(admin.getByText('Paiement mis à jour').last()).toBeVisible();
  await page.reload();
  await expect(balance).toHaveText(/324,00\s€\sTTC/);

  // A credit note cancels the invoice: the order owes nothing, its badge names the credit note.
  await admin.goto('/admin/invoices');
  await admin.getByLabel('Rechercher une facture').fill(invoiceNumber);
  await admin.getByRole('button', { name: `Établir un avoir pour ${invoiceNumber}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(/324,00\s€ TTC/);
  await dialog.getByLabel("Motif de l'avoir").fill('Prestation annulée');
  await dialog.getByRole('button', { name: "Émettre l'avoir" }).click();
  await expect(admin.getByText(/^Avoir AV-\d{4}-\d{6} émis$/)).toBeVisible();
  const creditNote = ((await (await request.get(`/api/orders/${order.id}`, { headers: bearer(client.token) })).json()) as { credit_note_number: string }).credit_note_number;
  expect(creditNote).toMatch(/^AV-\d{4}-\d{6}$/);

  await admin.goto(`/admin/orders/${order.id}`);
  await expect(main.getByText(`Annulée (avoir ${creditNote})`).first()).toBeVisible();
  await expect(main).toContainText(`La facture ${invoiceNumber} a été annulée par l'avoir ${creditNote}`);
  await clientCardShows(admin, company, /^0,00\s€\sTTC$/, '0');
  await dashboardShowsUnpaid(admin, unpaidBefore);
  await page.goto('/orders');
  await expect(card.getByText(`Annulée (avoir ${creditNote})`)).toBeVisible();
  await expect(balance).toHaveText(/^Solde dû\s*0,00\s€\sTTC$/);
  await adminContext.close();
});
