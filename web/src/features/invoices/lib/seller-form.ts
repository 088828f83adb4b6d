import { bicValid, frVatNumberValid, ibanValid, sirenValid, siretValid } from '@app/shared/invoices/fiscal-ids';
import {
  invoiceMessages,
  LATE_PENALTY_RATE_MAX,
  PAYMENT_TERM_DAYS_MAX,
  type SellerAnswer,
  type UpdateSeller,
  VAT_RATES,
} from '@app/shared/invoices/schemas';
import * as z from 'zod';

/**
 * The 'Facturation' form: every field a text box (numbers typed the French way, '10,5'), checked
 * with the server's own rules and messages (shared/src/invoices) before it is sent.
 */

/** '10,5' or '10.5' → 10.5; null for blank; NaN for anything else. */
export function parseDecimal(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** 10.5 → '10,5' (as a text box shows it); '' for null. */
const decimalText = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));

const checked = (valid: (text: string) => boolean, message: string) =>
  z.string().refine((text) => text.trim() === '' || valid(text), message);

export const sellerFormSchema = z
  .object({
    name: z.string(),
    legal_form: z.string(),
    share_capital: z.string(),
    siren: checked(sirenValid, invoiceMessages.sirenInvalid),
    siret: checked((text) => siretValid(text), invoiceMessages.siretInvalid),
    registration: z.string(),
    vat_number: checked(frVatNumberValid, invoiceMessages.vatNumberInvalid),
    email: z.string(),
    phone: z.string(),
    address_line1: z.string(),
    address_line2: z.string(),
    postcode: z.string(),
    city: z.string(),
    country_code: z.string().refine((text) => /^[a-zA-Z]{2}$/.test(text.trim()), invoiceMessages.countryInvalid),
    iban: checked(ibanValid, invoiceMessages.ibanInvalid),
    bic: checked(bicValid, invoiceMessages.bicInvalid),
    default_vat_rate: z.string(),
    payment_term_days: z.string().refine((text) => {
      const days = parseDecimal(text);
      return days !== null && Number.isInteger(days) && days <= PAYMENT_TERM_DAYS_MAX;
    }, invoiceMessages.termDaysInvalid),
    payment_terms: z.string(),
    late_penalty_rate: z.string().refine((text) => {
      const rate = parseDecimal(text);
      return rate === null || (rate > 0 && rate <= LATE_PENALTY_RATE_MAX);
    }, invoiceMessages.penaltyRateInvalid),
    recovery_fee: z.string(),
    vat_on_debits: z.boolean(),
    footer: z.string(),
  })
  // The SIRET starts with the SIREN (the establishment of that company).
  .refine((form) => !sirenValid(form.siren) || !siretValid(form.siret) || siretValid(form.siret, form.siren), {
    message: invoiceMessages.siretInvalid,
    path: ['siret'],
  });

export type SellerFormValues = z.infer<typeof sellerFormSchema>;

/** The form of the stored identity. */
export function sellerFormOf({ missing: _missing, ...seller }: SellerAnswer): SellerFormValues {
  return {
    ...seller,
    country_code: seller.country_code || 'FR',
    default_vat_rate: String(seller.default_vat_rate),
    payment_term_days: String(seller.payment_term_days),
    late_penalty_rate: decimalText(seller.late_penalty_rate),
  };
}

/** What PUT /api/admin/invoicing/seller receives for a checked form. */
export function sellerUpdateOf(form: SellerFormValues): UpdateSeller {
  const rate = Number(form.default_vat_rate);
  return {
    ...form,
    country_code: form.country_code.trim().toUpperCase(),
    default_vat_rate: (VAT_RATES as readonly number[]).includes(rate) ? rate : 20,
    payment_term_days: parseDecimal(form.payment_term_days) ?? 0,
    late_penalty_rate: parseDecimal(form.late_penalty_rate),
  };
}

/** 'Raison sociale, SIREN et IBAN' (a French list of the missing fields). */
export const frenchList = (labels: readonly string[]): string =>
  new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' }).format(labels);
