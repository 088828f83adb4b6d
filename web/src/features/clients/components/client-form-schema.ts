import { createUserSchema, updateUserSchema } from '@app/shared/users/admin-schemas';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import { fiscalInputFields, fiscalMessages, type BillingAddress } from '@app/shared/users/fiscal';
import * as z from 'zod';

/**
 * The create and edit forms of a client, checked by the server's own rules
 * (shared/src/users/admin-schemas.ts); every field is a text box, so each rule reads a string.
 */
const shape = createUserSchema.shape;
/** A server rule that accepts anything (it turns null and undefined into ''), fed here from a text box. */
const fromText = <T>(schema: z.core.$ZodType<T, unknown>) => schema as z.core.$ZodType<T, string>;
const fields = {
  first_name: shape.first_name,
  last_name: shape.last_name,
  company_name: shape.company_name,
  email: shape.email,
  phone: fromText(shape.phone),
  address: fromText(shape.address),
  solde: fromText(shape.solde),
};

/**
 * The buyer's fiscal data (issue 21), on 'Modifier' only: SIREN and VAT number checked by the
 * server's rules; the billing address is one block, all blank (the account's address is used) or
 * with its line, postcode and city.
 */
const fiscal = {
  siren: z.string().pipe(fiscalInputFields.siren.def.innerType),
  vat_number: z.string().pipe(fiscalInputFields.vat_number.def.innerType),
  billing_line1: z.string().trim(),
  billing_line2: z.string().trim(),
  billing_postcode: z.string().trim(),
  billing_city: z.string().trim(),
  billing_country: z.string().trim(),
};
const billingRequired = [
  ['billing_line1', fiscalMessages.line1Required],
  ['billing_postcode', fiscalMessages.postcodeRequired],
  ['billing_city', fiscalMessages.cityRequired],
] as const;

/** A billing address typed in part: each of its required boxes left blank is an error. */
function checkBilling(form: Record<(typeof billingRequired)[number][0] | 'billing_line2', string>, ctx: z.RefinementCtx) {
  const started = [...billingRequired.map(([name]) => form[name]), form.billing_line2].some((value) => value !== '');
  if (!started) return;
  for (const [name, message] of billingRequired) if (!form[name]) ctx.addIssue({ code: 'custom', path: [name], message });
}

/** 'Créer un client': a password of at least 8 characters. */
export const createClientFormSchema = z.object({ ...fields, ...fiscal, password: shape.password });
/** 'Modifier': the password box is the new password, kept when left blank. */
export const editClientFormSchema = z
  .object({
    ...fields,
    ...fiscal,
    password: fromText(updateUserSchema.shape.new_password),
  })
  .superRefine(checkBilling);

export type ClientFormValues = z.input<typeof editClientFormSchema>;
export type ClientFormOutput = z.output<typeof editClientFormSchema>;

export const emptyClientForm: ClientFormValues = {
  first_name: '',
  last_name: '',
  company_name: '',
  email: '',
  phone: '',
  address: '',
  solde: '',
  password: '',
  siren: '',
  vat_number: '',
  billing_line1: '',
  billing_line2: '',
  billing_postcode: '',
  billing_city: '',
  billing_country: '',
};

/** The form of an existing client: its fields, and a blank new password. */
export const clientFormOf = (client: AdminUser): ClientFormValues => ({
  first_name: client.first_name,
  last_name: client.last_name,
  company_name: client.company_name,
  email: client.email,
  phone: client.phone,
  address: client.address,
  solde: client.solde,
  password: '',
  siren: client.siren,
  vat_number: client.vat_number,
  billing_line1: client.billing_address?.line1 ?? '',
  billing_line2: client.billing_address?.line2 ?? '',
  billing_postcode: client.billing_address?.postcode ?? '',
  billing_city: client.billing_address?.city ?? '',
  billing_country: client.billing_address?.country_code ?? '',
});

/** The fiscal part of PUT /api/admin/users/{id}: no billing address (null) when its boxes are blank. */
export function fiscalBodyOf(form: Pick<ClientFormOutput, keyof typeof fiscal>) {
  const address: BillingAddress = {
    line1: form.billing_line1,
    line2: form.billing_line2,
    postcode: form.billing_postcode,
    city: form.billing_city,
    country_code: form.billing_country.toUpperCase() || 'FR',
  };
  return {
    siren: form.siren,
    vat_number: form.vat_number,
    billing_address: address.line1 ? address : null,
  };
}
