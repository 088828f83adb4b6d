import * as z from 'zod';
import { compactId, frVatNumberValid, sirenValid } from '../invoices/fiscal-ids';
import { invoiceMessages } from '../invoices/schemas';

/**
 * A client's fiscal data (issue 21): what its invoices name as the buyer. Administrators edit it
 * on the account; the client reads it on its profile. The billing address defaults to the
 * account's address when not set.
 */

export const fiscalMessages = {
  sirenInvalid: invoiceMessages.sirenInvalid,
  vatNumberInvalid: 'Le numéro de TVA intracommunautaire est invalide',
  line1Required: "L'adresse de facturation est requise",
  postcodeRequired: 'Le code postal est requis',
  cityRequired: 'La ville est requise',
  countryInvalid: invoiceMessages.countryInvalid,
  tooLong: invoiceMessages.tooLong,
} as const;

/** A postal address as printed on an invoice. */
export const billingAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_code: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

const line = (max: number, required?: string) => {
  const trimmed = z.string({ error: required ?? fiscalMessages.tooLong }).trim().max(max, fiscalMessages.tooLong);
  return required ? trimmed.min(1, required) : trimmed.default('');
};

export const billingAddressInputSchema = z.object({
  line1: line(200, fiscalMessages.line1Required),
  line2: line(200),
  postcode: line(20, fiscalMessages.postcodeRequired),
  city: line(100, fiscalMessages.cityRequired),
  country_code: z
    .string({ error: fiscalMessages.countryInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, fiscalMessages.countryInvalid)
    .default('FR'),
});

/** An EU VAT number: a French one with its key checked, another by its shape. */
const vatNumberValid = (id: string) => (id.startsWith('FR') ? frVatNumberValid(id) : /^[A-Z]{2}[A-Z0-9]{2,12}$/.test(id));

/** The fields of PUT /api/admin/users/{id}: each optional (absent keeps it), '' or null clears it. */
export const fiscalInputFields = {
  siren: z
    .string({ error: fiscalMessages.sirenInvalid })
    .transform(compactId)
    .refine((id) => id === '' || sirenValid(id), fiscalMessages.sirenInvalid)
    .optional(),
  vat_number: z
    .string({ error: fiscalMessages.vatNumberInvalid })
    .transform(compactId)
    .refine((id) => id === '' || vatNumberValid(id), fiscalMessages.vatNumberInvalid)
    .optional(),
  billing_address: billingAddressInputSchema.nullable().optional(),
};

/** The fields on the account as the API answers it. */
export const fiscalFields = {
  siren: z.string().default(''),
  vat_number: z.string().default(''),
  billing_address: billingAddressSchema.nullable().default(null),
};
