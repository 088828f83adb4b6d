import * as z from 'zod/mini';
import { cursorSchema, pageLimitSchema } from '../api/paging';
import { bicValid, compactId, frVatNumberValid, ibanValid, sirenValid, siretValid } from './fiscal-ids';
import { calendarDaySchema, DAY_INVALID, orderedPeriod, PERIOD_INVALID } from '../schema/calendar-day';

/**
 * Invoices (issue 21): the seller's identity, the invoice and credit-note summaries of the lists,
 * the period totals, and the inputs of these calls. Amounts in the API are euros (2 decimals),
 * computed from the cents stored with each document.
 */

export const VAT_RATES = [20, 10, 5.5, 2.1, 0] as const;
export const PAYMENT_TERM_DAYS_MAX = 60;
export const LATE_PENALTY_RATE_MAX = 50;
/** The longest period the totals and the export read (a day counter each). */
export const PERIOD_MAX_DAYS = 366;
export const CREDIT_REASON_MAX = 500;
export const DEFAULT_RECOVERY_FEE =
  'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement\u202f: 40\u00a0€';

export const invoiceMessages = {
  sirenInvalid: 'Le SIREN doit comporter 9 chiffres et une clé valide',
  siretInvalid: 'Le SIRET doit comporter 14 chiffres, commencer par le SIREN et avoir une clé valide',
  vatNumberInvalid: 'Le numéro de TVA intracommunautaire est invalide (FR, clé, SIREN)',
  vatNumberSiren: 'Le numéro de TVA intracommunautaire ne correspond pas au SIREN',
  ibanInvalid: "L'IBAN est invalide",
  bicInvalid: 'Le BIC est invalide',
  vatRateInvalid: 'Le taux de TVA doit être 20, 10, 5,5, 2,1 ou 0 %',
  penaltyRateInvalid: `Le taux des pénalités de retard doit être compris entre 0 et ${LATE_PENALTY_RATE_MAX} %`,
  termDaysInvalid: `Le délai de paiement doit être compris entre 0 et ${PAYMENT_TERM_DAYS_MAX} jours`,
  countryInvalid: 'Le code pays doit comporter 2 lettres (FR)',
  tooLong: 'Le texte est trop long',
  notText: 'Le texte doit être une chaîne de caractères',
  dateInvalid: DAY_INVALID,
  periodInvalid: PERIOD_INVALID,
  periodTooLong: `La période est limitée à ${PERIOD_MAX_DAYS} jours`,
  kindInvalid: 'Type de document inconnu',
  reasonRequired: "Le motif de l'avoir est requis",
  reasonTooLong: `Le motif est limité à ${CREDIT_REASON_MAX} caractères`,
  searchTooLong: 'Recherche trop longue',
} as const;

// ---------------------------------------------------------------- the seller

/** The mandatory fields of the seller's identity and their French labels (the 422 lists them). */
export const sellerRequiredLabels = {
  name: 'Raison sociale',
  legal_form: 'Forme juridique',
  share_capital: 'Capital social',
  siren: 'SIREN',
  siret: 'SIRET',
  registration: 'RCS ou RM',
  vat_number: 'N° TVA intracommunautaire',
  address_line1: 'Adresse',
  postcode: 'Code postal',
  city: 'Ville',
  iban: 'IBAN',
  bic: 'BIC',
  late_penalty_rate: 'Taux des pénalités de retard',
} as const;
export type SellerRequiredField = keyof typeof sellerRequiredLabels;

/** The seller's identity as the settings answer it: '' for a text never set. */
export const sellerIdentitySchema = z.object({
  name: z.string(),
  legal_form: z.string(),
  share_capital: z.string(),
  siren: z.string(),
  siret: z.string(),
  registration: z.string(),
  vat_number: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  email: z.string(),
  phone: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** The rate of the lines (percent): 20, 10, 5.5, 2.1 or 0. */
  default_vat_rate: z.number(),
  /** Days from the issue date to the due date. */
  payment_term_days: z.number().check(z.int()),
  /** Free wording of the payment terms; built from the days when ''. */
  payment_terms: z.string(),
  /** Annual rate of the late-payment penalties (percent); null until set. */
  late_penalty_rate: z.nullable(z.number()),
  recovery_fee: z.string(),
  vat_on_debits: z.boolean(),
  footer: z.string(),
});
export type SellerIdentity = z.infer<typeof sellerIdentitySchema>;

/** GET/PUT /api/admin/invoicing/seller: the identity and the labels of the mandatory fields not set. */
export const sellerAnswerSchema = z.extend(sellerIdentitySchema, { missing: z.array(z.string()) });
export type SellerAnswer = z.infer<typeof sellerAnswerSchema>;

const text = (max: number) =>
  z.string({ error: invoiceMessages.notText }).check(z.trim(), z.maxLength(max, invoiceMessages.tooLong));
/** An identifier: '' clears it, otherwise its compact form must pass `valid`. */
const identifier = (valid: (compact: string) => boolean, message: string) =>
  z
    // Spaces and dashes included (an IBAN is at most 34 characters without them).
    .pipe(z.string({ error: invoiceMessages.notText }).check(z.maxLength(60, message)), z.transform(compactId))
    .check(z.refine((id) => id === '' || valid(id), message));

/** PUT /api/admin/invoicing/seller: every field optional (an absent one keeps its value). */
export const updateSellerSchema = z.partial(
  z.object({
    name: text(200),
    legal_form: text(100),
    share_capital: text(100),
    siren: identifier(sirenValid, invoiceMessages.sirenInvalid),
    siret: identifier((id) => siretValid(id), invoiceMessages.siretInvalid),
    registration: text(200),
    vat_number: identifier(frVatNumberValid, invoiceMessages.vatNumberInvalid),
    address_line1: text(200),
    address_line2: text(200),
    postcode: text(20),
    city: text(100),
    country_code: z
      .string({ error: invoiceMessages.countryInvalid })
      .check(z.maxLength(10, invoiceMessages.countryInvalid), z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, invoiceMessages.countryInvalid)),
    email: text(200),
    phone: text(40),
    iban: identifier(ibanValid, invoiceMessages.ibanInvalid),
    bic: identifier(bicValid, invoiceMessages.bicInvalid),
    default_vat_rate: z
      .number({ error: invoiceMessages.vatRateInvalid })
      .check(
        z.gte(0, invoiceMessages.vatRateInvalid),
        z.lte(Math.max(...VAT_RATES), invoiceMessages.vatRateInvalid),
        z.refine((rate) => (VAT_RATES as readonly number[]).includes(rate), invoiceMessages.vatRateInvalid),
      ),
    payment_term_days: z
      .number({ error: invoiceMessages.termDaysInvalid })
      .check(
        z.int(invoiceMessages.termDaysInvalid),
        z.gte(0, invoiceMessages.termDaysInvalid),
        z.lte(PAYMENT_TERM_DAYS_MAX, invoiceMessages.termDaysInvalid),
      ),
    payment_terms: text(500),
    late_penalty_rate: z.nullable(
      z
        .number({ error: invoiceMessages.penaltyRateInvalid })
        .check(
          z.gt(0, invoiceMessages.penaltyRateInvalid),
          z.lte(LATE_PENALTY_RATE_MAX, invoiceMessages.penaltyRateInvalid),
        ),
    ),
    recovery_fee: text(500),
    vat_on_debits: z.boolean(),
    footer: text(1000),
  }),
);
export type UpdateSeller = z.infer<typeof updateSellerSchema>;

// ---------------------------------------------------------------- documents

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export const invoiceKindSchema = z.enum(invoiceKinds, { error: invoiceMessages.kindInvalid });
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** French labels of the document kinds. */
export const invoiceKindLabels: Record<InvoiceKind, string> = { invoice: 'Facture', credit_note: 'Avoir' };

/** One invoice or credit note in a list (amounts in euros). */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: invoiceKindSchema,
  /** 'FA-2026-000123' or 'AV-2026-000004'. */
  number: z.string(),
  issue_date: z.string(),
  /** The order it bills; null on a credit pack's invoice (issue 40), whose reference is the purchase's. */
  order_id: z.nullable(z.string()),
  order_reference: z.string(),
  /** On a credit pack's invoice: the pack sold. */
  pack_name: z.optional(z.string()),
  client_id: z.string(),
  client_name: z.string(),
  total_ht: z.number(),
  total_vat: z.number(),
  total_ttc: z.number(),
  amount_due: z.number(),
  /** On an invoice: the number of the credit note that cancels it. */
  credited_by: z.optional(z.string()),
  /** On a credit note: the number of the invoice it cancels. */
  credits: z.optional(z.string()),
  /** On a credit note: why. */
  reason: z.optional(z.string()),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/admin/invoices/totals: the documents of the period (credit notes count negative). */
export const invoiceTotalsSchema = z.object({
  count: z.number().check(z.int()),
  total_ht: z.number(),
  total_vat: z.number(),
  total_ttc: z.number(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** POST /api/admin/invoices/{id}/credit-note. */
export const creditNoteSchema = z.object({
  reason: z
    .string({ error: invoiceMessages.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, invoiceMessages.reasonRequired),
      z.maxLength(CREDIT_REASON_MAX, invoiceMessages.reasonTooLong),
    ),
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

// ---------------------------------------------------------------- queries

const daySchema = calendarDaySchema;

const periodFields = { from: z.optional(daySchema), to: z.optional(daySchema) };
const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** A period of both days, in order, at most 366 days long (the totals and the export). */
const boundedPeriod = <S extends z.ZodMiniObject<{ from: typeof daySchema; to: typeof daySchema }>>(schema: S) =>
  schema.check(
    z.refine(orderedPeriod, invoiceMessages.periodInvalid),
    z.refine((p: { from: string; to: string }) => dayCount(p.from, p.to) <= PERIOD_MAX_DAYS, invoiceMessages.periodTooLong),
  );

/** ?from=&to= of the totals. */
export const invoicePeriodQuery = boundedPeriod(z.object({ from: daySchema, to: daySchema }));
export type InvoicePeriod = z.infer<typeof invoicePeriodQuery>;

/** ?from=&to= of the export, with ?format=json for the link as JSON. */
export const invoiceExportQuery = boundedPeriod(
  z.object({ from: daySchema, to: daySchema, format: z.optional(z.literal('json')) }),
);

/** GET /api/invoices: the client's pages. */
export const clientInvoicesQuery = z.object({ limit: pageLimitSchema, cursor: cursorSchema });

/** GET /api/admin/invoices: a number or a client name's start, a period, a kind. */
export const adminInvoicesQuery = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, invoiceMessages.searchTooLong))),
    ...periodFields,
    kind: z.optional(invoiceKindSchema),
    limit: pageLimitSchema,
    cursor: cursorSchema,
  })
  .check(z.refine(orderedPeriod, invoiceMessages.periodInvalid));
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuery>;
