import { creditNoteSchema, updateSellerSchema } from '@app/shared/invoices/schemas';
import { linkAnswer } from '../lib/http/link';
import { withNextCursor } from '../lib/http/paging';
import { json } from '../lib/http/response';
import { domainRoutes } from '@app/shared/api/route';
import { invoiceRoutes } from '@app/shared/api/invoices';
import { creditRoutes } from '@app/shared/api/credits';
import { adjustmentInputSchema, billingInputSchema, checkoutInputSchema, packInputSchema } from '@app/shared/credits/schemas';
import { adjustCredits, adminBillingOf, adminLedgerPage, billingOf, ledgerPage, setBilling } from './credit-accounts';
import { activePacks, allPacks, createPack, toPack, updatePack } from './credit-packs';
import { receiveStripeEvent, startCheckout } from './stripe-payments';
import { createDomainHandler } from '../router';
import { exportLink, invoicePdfLink } from './invoice-files';
import { adminInvoices, clientInvoices, periodTotals } from './invoice-lists';
import { issueCreditNote, issueOrderInvoice } from './issue-invoice';
import { readSellerAnswer, saveSellerAnswer } from './seller-settings';
import { auditContextOf } from '../audit/audit-item';

/** The portal's address, where Stripe's payment page sends the client back. */
const portalUrl = () => (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * Billing: invoices and credit notes (issue 21): the seller's identity, issuing, lists, PDF files,
 * totals, export; prepaid credits and their online payment (issue 40).
 */
export const handler = createDomainHandler(domainRoutes('invoices', invoiceRoutes, creditRoutes), {
  'GET /api/admin/invoicing/seller': { handler: async () => json(await readSellerAnswer()) },
  'PUT /api/admin/invoicing/seller': {
    body: updateSellerSchema,
    handler: async ({ user, event, body }) => json(await saveSellerAnswer(body, auditContextOf(user, event))),
  },
  'GET /api/invoices': {
    handler: async ({ user, query }) => {
      const page = await clientInvoices(user.id, query);
      return withNextCursor(json(page.invoices), page.nextCursor);
    },
  },
  'GET /api/invoices/{id}/pdf': {
    handler: async ({ params, user, query, event }) => linkAnswer(await invoicePdfLink(params.id, user.id), { query, event }),
  },
  'GET /api/admin/invoices': {
    handler: async ({ query }) => {
      const page = await adminInvoices(query);
      return withNextCursor(json(page.invoices), page.nextCursor);
    },
  },
  'GET /api/admin/invoices/totals': { handler: async ({ query }) => json(await periodTotals(query)) },
  'GET /api/admin/invoices/export': {
    handler: async ({ query, event }) => linkAnswer(await exportLink(query), { query, event }),
  },
  'GET /api/admin/invoices/{id}/pdf': {
    handler: async ({ params, query, event }) => linkAnswer(await invoicePdfLink(params.id), { query, event }),
  },
  'POST /api/admin/orders/{id}/invoice': {
    handler: async ({ user, event, params }) => json(await issueOrderInvoice(params.id, auditContextOf(user, event)), 201),
  },
  'POST /api/admin/invoices/{id}/credit-note': {
    body: creditNoteSchema,
    handler: async ({ user, event, params, body }) => json(await issueCreditNote(params.id, body.reason, auditContextOf(user, event)), 201),
  },
  // Prepaid credits (issue 40).
  'GET /api/credits': { handler: async ({ user }) => json(await billingOf(user.id)) },
  'GET /api/credits/ledger': {
    handler: async ({ user, query }) => {
      const page = await ledgerPage(user.id, query);
      return withNextCursor(json(page.entries), page.nextCursor);
    },
  },
  'GET /api/credits/packs': { handler: async () => json((await activePacks()).map(toPack)) },
  'POST /api/credits/checkout': {
    body: checkoutInputSchema,
    handler: async ({ user, body }) => json(await startCheckout(user, body.pack_id, body.method, portalUrl()), 201),
  },
  'POST /api/payments/stripe/webhook': {
    handler: async ({ text, event }) => json(await receiveStripeEvent(text, event.headers?.['stripe-signature'])),
  },
  'GET /api/admin/credit-packs': { handler: async () => json((await allPacks()).map(toPack)) },
  'POST /api/admin/credit-packs': {
    body: packInputSchema,
    handler: async ({ user, event, body }) => json(await createPack(body, auditContextOf(user, event)), 201),
  },
  'PUT /api/admin/credit-packs/{id}': {
    body: packInputSchema,
    handler: async ({ user, event, params, body }) => json(await updatePack(params.id, body, auditContextOf(user, event))),
  },
  'GET /api/admin/clients/{id}/credits': { handler: async ({ params }) => json(await adminBillingOf(params.id)) },
  'PUT /api/admin/clients/{id}/credits': {
    body: billingInputSchema,
    handler: async ({ user, event, params, body }) => json(await setBilling(params.id, body, auditContextOf(user, event))),
  },
  'GET /api/admin/clients/{id}/credits/ledger': {
    handler: async ({ params, query }) => {
      const page = await adminLedgerPage(params.id, query);
      return withNextCursor(json(page.entries), page.nextCursor);
    },
  },
  'POST /api/admin/clients/{id}/credits/adjustments': {
    body: adjustmentInputSchema,
    handler: async ({ user, event, params, body }) => json(await adjustCredits(params.id, body, auditContextOf(user, event)), 201),
  },
});
