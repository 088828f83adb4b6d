import { creditNoteSchema, updateSellerSchema } from '@app/shared/invoices/schemas';
import { linkAnswer } from '../lib/http/link';
import { withNextCursor } from '../lib/http/paging';
import { json } from '../lib/http/response';
import { domainRoutes } from '@app/shared/api/route';
import { invoiceRoutes } from '@app/shared/api/invoices';
import { createDomainHandler } from '../router';
import { exportLink, invoicePdfLink } from './invoice-files';
import { adminInvoices, clientInvoices, periodTotals } from './invoice-lists';
import { issueCreditNote, issueOrderInvoice } from './issue-invoice';
import { readSellerAnswer, saveSellerAnswer } from './seller-settings';
import { auditContextOf } from '../audit/audit-item';

/** Invoices and credit notes (issue 21): the seller's identity, issuing, lists, PDF files, totals, export. */
export const handler = createDomainHandler(domainRoutes('invoices', invoiceRoutes), {
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
});
