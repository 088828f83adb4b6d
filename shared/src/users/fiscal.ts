import * as z from 'zod/mini';
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
  const trimmed = z
    .string({ error: required ?? fiscalMessages.tooLong })
    .check(z.trim(), z.maxLength(max, fiscalMessages.tooLong));
  return required ? trimmed.check(z.minLength(1, required)) : z._default(trimmed, '');
};

export const billingAddressInputSchema = z.object({
  line1: line(200, fiscalMessages.line1Required),
  line2: line(200),
  postcode: line(20, fiscalMessages.postcodeRequired),
  city: line(100, fiscalMessages.cityRequired),
  country_code: z._default(
    z
      .string({ error: fiscalMessages.countryInvalid })
      .check(z.maxLength(10, fiscalMessages.countryInvalid), z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, fiscalMessages.countryInvalid)),
    'FR',
  ),
});

/** An EU VAT number: a French one with its key checked, another by its shape. */
const vatNumberValid = (id: string) =>
  id.startsWith('FR') ? frVatNumberValid(id) : /^[A-Z]{2}[A-Z0-9]{2,12}$/.test(id);

/** The fields of PUT /api/admin/users/{id}: each optional (absent keeps it), '' or null clears it. */
export const fiscalInputFields = {
  siren: z.optional(
    z
      .pipe(z.string({ error: fiscalMessages.sirenInvalid }).check(z.maxLength(40, fiscalMessages.sirenInvalid)), z.transform(compactId))
      .check(z.refine((id) => id === '' || sirenValid(id), fiscalMessages.sirenInvalid)),
  ),
  vat_number: z.optional(
    z
      .pipe(z.string({ error: fiscalMessages.vatNumberInvalid }).check(z.maxLength(40, fiscalMessages.vatNumberInvalid)), z.transform(compactId))
      .check(z.refine((id) => id === '' || vatNumberValid(id), fiscalMessages.vatNumberInvalid)),
  ),
  billing_address: z.optional(z.nullable(billingAddressInputSchema)),
};

/** The fields on the account as the API answers it. */
export const fiscalFields = {
  siren: z._default(z.string(), ''),
  vat_number: z._default(z.string(), ''),
  billing_address: z._default(z.nullable(billingAddressSchema), null),
};
