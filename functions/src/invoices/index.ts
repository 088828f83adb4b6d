import { creditNoteSchema, updateSellerSchema } from '@app/shared/invoices/schemas';
import { unavailable } from '../lib/errors';
import { createDomainHandler } from '../router';

const notYet = async (): Promise<never> => {
  throw unavailable('La facturation arrive bientôt.');
};

/** Invoices and credit notes (issue 21): the seller's identity, issuing, lists, PDF files, totals, export. */
export const handler = createDomainHandler('invoices', {
  'GET /api/admin/invoicing/seller': { handler: notYet },
  'PUT /api/admin/invoicing/seller': { body: updateSellerSchema, handler: notYet },
  'GET /api/invoices': { handler: notYet },
  'GET /api/invoices/{id}/pdf': { handler: notYet },
  'GET /api/admin/invoices': { handler: notYet },
  'GET /api/admin/invoices/totals': { handler: notYet },
  'GET /api/admin/invoices/export': { handler: notYet },
  'GET /api/admin/invoices/{id}/pdf': { handler: notYet },
  'POST /api/admin/orders/{id}/invoice': { handler: notYet },
  'POST /api/admin/invoices/{id}/credit-note': { body: creditNoteSchema, handler: notYet },
});
