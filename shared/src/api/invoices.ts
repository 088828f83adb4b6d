import * as z from 'zod/mini';
import {
  adminInvoicesQuery,
  clientInvoicesQuery,
  creditNoteSchema,
  invoiceExportQuery,
  invoicePeriodQuery,
  invoiceSummarySchema,
  invoiceTotalsSchema,
  sellerAnswerSchema,
  updateSellerSchema,
} from '../invoices/schemas';
import { downloadLinkSchema } from '../orders/schemas';
import { linkQuery } from './paging';
import { pathParams } from './params';
import { created, ok, paged, type RouteDef } from './route';

/** A file link: 302 to the presigned URL, or `{url, filename}` with ?format=json (the SPA's way). */
const fileLink = { query: linkQuery, responses: { 200: downloadLinkSchema, 302: 'redirect' } } as const;

/** Invoices and credit notes (issue 21): the seller's identity, issuing, lists, files, totals, export. */
export const invoiceRoutes = [
  {
    method: 'GET',
    path: '/api/admin/invoicing/seller',
    domain: 'invoices',
    access: 'admin',
    summary: "The seller's identity printed on invoices, with the mandatory fields not set",
    responses: ok(sellerAnswerSchema),
  },
  {
    method: 'PUT',
    path: '/api/admin/invoicing/seller',
    domain: 'invoices',
    access: 'admin',
    summary: "Save the seller's identity (SIREN, SIRET, VAT number, IBAN and BIC checked; 409: saved meanwhile)",
    refusals: [409],
    body: updateSellerSchema,
    responses: ok(sellerAnswerSchema),
  },
  {
    method: 'GET',
    path: '/api/invoices',
    domain: 'invoices',
    access: 'client',
    summary: 'One page of my invoices and credit notes, newest first',
    query: clientInvoicesQuery,
    responses: ok(z.array(invoiceSummarySchema)),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/invoices/{id}/pdf',
    params: { id: pathParams.invoiceNumber },
    domain: 'invoices',
    access: 'client',
    summary: 'My invoice or credit note as a Factur-X PDF (302 to a presigned link, or JSON with ?format=json)',
    ...fileLink,
  },
  {
    method: 'GET',
    path: '/api/admin/invoices',
    domain: 'invoices',
    access: 'admin',
    summary: 'One page of the invoices and credit notes (number or client name, period, kind)',
    query: adminInvoicesQuery,
    responses: ok(z.array(invoiceSummarySchema)),
    headers: paged,
  },
  {
    method: 'GET',
    path: '/api/admin/invoices/totals',
    domain: 'invoices',
    access: 'admin',
    summary: 'Totals HT, VAT and TTC of the documents issued in a period (credit notes negative)',
    query: invoicePeriodQuery,
    responses: ok(invoiceTotalsSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/invoices/export',
    domain: 'invoices',
    access: 'admin',
    summary: "The period's documents as CSV for the accountant (302 to a presigned link, or JSON with ?format=json)",
    query: invoiceExportQuery,
    responses: { 200: downloadLinkSchema, 302: 'redirect' },
  },
  {
    method: 'GET',
    path: '/api/admin/invoices/{id}/pdf',
    params: { id: pathParams.invoiceNumber },
    domain: 'invoices',
    access: 'admin',
    summary: 'An invoice or credit note as a Factur-X PDF (302 to a presigned link, or JSON with ?format=json)',
    ...fileLink,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{id}/invoice',
    params: { id: pathParams.orderId },
    domain: 'invoices',
    access: 'admin',
    summary: "Issue the order's invoice (Émettre la facture)",
    responses: created(invoiceSummarySchema),
    // 409: the order has an invoice already, is not finished (termine) or has no price; 422: the seller's mandatory fields (listed) or the buyer's address are not set.
    refusals: [409, 422],
  },
  {
    method: 'POST',
    path: '/api/admin/invoices/{id}/credit-note',
    params: { id: pathParams.invoiceNumber },
    domain: 'invoices',
    access: 'admin',
    summary: 'Cancel an invoice by a credit note (its own series)',
    body: creditNoteSchema,
    responses: created(invoiceSummarySchema),
    // 409: already credited, or the document is itself a credit note; 422: seller identity incomplete.
    refusals: [409, 422],
  },
] as const satisfies readonly RouteDef[];
