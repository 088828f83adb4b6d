import * as z from 'zod/mini';

/**
 * One issued accounting document (an invoice or a credit note) exactly as it is rendered: every
 * figure already computed by the server, every amount in integer euro cents (no float sums), every
 * mention the PDF and the Factur-X XML (EN 16931, CII) must carry. The issuing code builds it once,
 * stores it with the invoice item (it never changes afterwards) and hands it to the renderer.
 */

const postalAddressSchema = z.object({
  line1: z.string().check(z.minLength(1)),
  line2: z.optional(z.string()),
  postcode: z.string().check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  /** ISO 3166-1 alpha-2 ('FR'). */
  country_code: z.string().check(z.length(2)),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const invoiceSellerSchema = z.object({
  /** Raison sociale. */
  name: z.string().check(z.minLength(1)),
  /** Forme juridique ('SAS') and capital ('10 000 €', or '10000': the PDF adds the grouping and €). */
  legal_form: z.string().check(z.minLength(1)),
  share_capital: z.string().check(z.minLength(1)),
  siren: z.string().check(z.regex(/^\d{9}$/)),
  siret: z.string().check(z.regex(/^\d{14}$/)),
  /** 'RCS Lyon 123 456 789' or 'RM 69 …'. */
  registration: z.string().check(z.minLength(1)),
  vat_number: z.string().check(z.minLength(4)),
  address: postalAddressSchema,
  iban: z.string().check(z.minLength(15)),
  bic: z.string().check(z.minLength(8)),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceBuyerSchema = z.object({
  name: z.string().check(z.minLength(1)),
  siren: z.optional(z.string().check(z.regex(/^\d{9}$/))),
  vat_number: z.optional(z.string()),
  address: postalAddressSchema,
  email: z.optional(z.string()),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

export const invoiceLineSchema = z.object({
  /** 1, 2, … in order. */
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  quantity: z.number().check(z.int(), z.positive()),
  /** Net unit price (HT), cents; negative lines are not used (a discount lowers the unit price). */
  unit_price_ht_cents: z.number().check(z.int(), z.nonnegative()),
  /** Percent, e.g. 20 or 5.5; 0 with the document's `vat_exemption_reason`. */
  vat_rate: z.number().check(z.nonnegative()),
  /** quantity × unit price, cents. */
  line_total_ht_cents: z.number().check(z.int(), z.nonnegative()),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const vatBreakdownSchema = z.object({
  vat_rate: z.number().check(z.nonnegative()),
  base_ht_cents: z.number().check(z.int(), z.nonnegative()),
  /** base × rate rounded to the cent, per rate (not per line). */
  vat_cents: z.number().check(z.int(), z.nonnegative()),
});
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;

export const invoiceDocumentSchema = z.object({
  /** 380 commercial invoice, 381 credit note (UNTDID 1001). */
  kind: z.enum(['invoice', 'credit_note']),
  /** 'FA-2026-000123' or 'AV-2026-000004'. */
  number: z.string().check(z.minLength(1)),
  /** YYYY-MM-DD. */
  issue_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Date de la prestation (the order's completion day), YYYY-MM-DD. */
  delivery_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  due_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  currency: z.literal('EUR'),
  /** The credit note's invoice (BT-25/BT-26); absent on an invoice. */
  preceding_invoice: z.optional(z.object({ number: z.string(), issue_date: z.string() })),
  /** The order this document bills (its number as the client sees it), BT-13. */
  order_reference: z.string().check(z.minLength(1)),
  /** Vehicle and file, e.g. 'Peugeot 308 1.6 HDi — Stage 1', shown under the lines. */
  subject: z.optional(z.string()),
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  lines: z.array(invoiceLineSchema).check(z.minLength(1)),
  vat_breakdown: z.array(vatBreakdownSchema).check(z.minLength(1)),
  total_ht_cents: z.number().check(z.int(), z.nonnegative()),
  total_vat_cents: z.number().check(z.int(), z.nonnegative()),
  total_ttc_cents: z.number().check(z.int(), z.nonnegative()),
  /** What remains to pay (0 when the order is paid). */
  amount_due_cents: z.number().check(z.int(), z.nonnegative()),
  /**
   * Mentions required by the Code de commerce, as set in the settings; each is printed as given, on
   * its own line, so each is a whole sentence ('Paiement à 30 jours.', 'Pénalités de retard : …').
   */
  payment_terms: z.string().check(z.minLength(1)),
  late_penalty: z.string().check(z.minLength(1)),
  recovery_fee: z.string().check(z.minLength(1)),
  /** 'Option pour le paiement de la taxe d'après les débits' when chosen. */
  vat_on_debits: z.boolean(),
  /**
   * Why a 0 % line bears no VAT (EN 16931 BT-120, printed on the PDF), e.g. 'TVA non applicable,
   * art. 293 B du CGI'; the renderer uses that text when a 0 % rate comes without one.
   */
  vat_exemption_reason: z.optional(z.string()),
  /** Reason of a credit note; free note on an invoice. */
  note: z.optional(z.string()),
  footer: z.optional(z.string()),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;
