import * as z from 'zod';

/**
 * One issued accounting document (an invoice or a credit note) exactly as it is rendered: every
 * figure already computed by the server, every amount in integer euro cents (no float sums), every
 * mention the PDF and the Factur-X XML (EN 16931, CII) must carry. The issuing code builds it once,
 * stores it with the invoice item (it never changes afterwards) and hands it to the renderer.
 */

const postalAddressSchema = z.object({
  line1: z.string().min(1),
  line2: z.string().optional(),
  postcode: z.string().min(1),
  city: z.string().min(1),
  /** ISO 3166-1 alpha-2 ('FR'). */
  country_code: z.string().length(2),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const invoiceSellerSchema = z.object({
  /** Raison sociale. */
  name: z.string().min(1),
  /** Forme juridique ('SAS') and capital ('10 000 €', or '10000': the PDF adds the grouping and €). */
  legal_form: z.string().min(1),
  share_capital: z.string().min(1),
  siren: z.string().regex(/^\d{9}$/),
  siret: z.string().regex(/^\d{14}$/),
  /** 'RCS Lyon 123 456 789' or 'RM 69 …'. */
  registration: z.string().min(1),
  vat_number: z.string().min(4),
  address: postalAddressSchema,
  iban: z.string().min(15),
  bic: z.string().min(8),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceBuyerSchema = z.object({
  name: z.string().min(1),
  siren: z.string().regex(/^\d{9}$/).optional(),
  vat_number: z.string().optional(),
  address: postalAddressSchema,
  email: z.string().optional(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

export const invoiceLineSchema = z.object({
  /** 1, 2, … in order. */
  id: z.string().min(1),
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  /** Net unit price (HT), cents; negative lines are not used (a discount lowers the unit price). */
  unit_price_ht_cents: z.number().int().nonnegative(),
  /** Percent, e.g. 20 or 5.5; 0 with the document's `vat_exemption_reason`. */
  vat_rate: z.number().nonnegative(),
  /** quantity × unit price, cents. */
  line_total_ht_cents: z.number().int().nonnegative(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatBreakdownSchema = z.object({
  vat_rate: z.number().nonnegative(),
  base_ht_cents: z.number().int().nonnegative(),
  /** base × rate rounded to the cent, per rate (not per line). */
  vat_cents: z.number().int().nonnegative(),
});
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;

export const invoiceDocumentSchema = z.object({
  /** 380 commercial invoice, 381 credit note (UNTDID 1001). */
  kind: z.enum(['invoice', 'credit_note']),
  /** 'FA-2026-000123' or 'AV-2026-000004'. */
  number: z.string().min(1),
  /** YYYY-MM-DD. */
  issue_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Date de la prestation (the order's completion day), YYYY-MM-DD. */
  delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  currency: z.literal('EUR'),
  /** The credit note's invoice (BT-25/BT-26); absent on an invoice. */
  preceding_invoice: z.object({ number: z.string(), issue_date: z.string() }).optional(),
  /** The order this document bills (its number as the client sees it), BT-13. */
  order_reference: z.string().min(1),
  /** Vehicle and file, e.g. 'Peugeot 308 1.6 HDi — Stage 1', shown under the lines. */
  subject: z.string().optional(),
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  lines: z.array(invoiceLineSchema).min(1),
  vat_breakdown: z.array(vatBreakdownSchema).min(1),
  total_ht_cents: z.number().int().nonnegative(),
  total_vat_cents: z.number().int().nonnegative(),
  total_ttc_cents: z.number().int().nonnegative(),
  /** What remains to pay (0 when the order is paid). */
  amount_due_cents: z.number().int().nonnegative(),
  /**
   * Mentions required by the Code de commerce, as set in the settings; each is printed as given, on
   * its own line, so each is a whole sentence ('Paiement à 30 jours.', 'Pénalités de retard : …').
   */
  payment_terms: z.string().min(1),
  late_penalty: z.string().min(1),
  recovery_fee: z.string().min(1),
  /** 'Option pour le paiement de la taxe d'après les débits' when chosen. */
  vat_on_debits: z.boolean(),
  /**
   * Why a 0 % line bears no VAT (EN 16931 BT-120, printed on the PDF), e.g. 'TVA non applicable,
   * art. 293 B du CGI'; the renderer uses that text when a 0 % rate comes without one.
   */
  vat_exemption_reason: z.string().optional(),
  /** Reason of a credit note; free note on an invoice. */
  note: z.string().optional(),
  footer: z.string().optional(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;
