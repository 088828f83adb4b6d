import * as z from 'zod/mini';
import { DEFAULT_RECOVERY_FEE } from '@app/shared/invoices/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/** The seller's identity (issue 21): one item beside the settings, absent until first saved. */
export const sellerRecordSchema = z.object({
  name: z._default(z.string(), ''),
  legal_form: z._default(z.string(), ''),
  share_capital: z._default(z.string(), ''),
  siren: z._default(z.string(), ''),
  siret: z._default(z.string(), ''),
  registration: z._default(z.string(), ''),
  vat_number: z._default(z.string(), ''),
  address_line1: z._default(z.string(), ''),
  address_line2: z._default(z.string(), ''),
  postcode: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  country_code: z._default(z.string(), 'FR'),
  email: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
  iban: z._default(z.string(), ''),
  bic: z._default(z.string(), ''),
  default_vat_rate: z._default(z.number(), 20),
  payment_term_days: z._default(z.number().check(z.int()), 30),
  payment_terms: z._default(z.string(), ''),
  late_penalty_rate: z._default(z.nullable(z.number()), null),
  recovery_fee: z._default(z.string(), DEFAULT_RECOVERY_FEE),
  vat_on_debits: z._default(z.boolean(), false),
  footer: z._default(z.string(), ''),
  updated_at: z.optional(z.string()),
});
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

export const sellerEntity = defineEntity({
  type: 'invoice_seller',
  schema: sellerRecordSchema,
  key: () => keys.invoiceSeller(),
  keyOf: () => keys.invoiceSeller(),
});
