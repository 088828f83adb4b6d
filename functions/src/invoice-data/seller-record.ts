import * as z from 'zod';
import { DEFAULT_RECOVERY_FEE } from '@app/shared/invoices/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/** The seller's identity (issue 21): one item beside the settings, absent until first saved. */
export const sellerRecordSchema = z.object({
  name: z.string().default(''),
  legal_form: z.string().default(''),
  share_capital: z.string().default(''),
  siren: z.string().default(''),
  siret: z.string().default(''),
  registration: z.string().default(''),
  vat_number: z.string().default(''),
  address_line1: z.string().default(''),
  address_line2: z.string().default(''),
  postcode: z.string().default(''),
  city: z.string().default(''),
  country_code: z.string().default('FR'),
  email: z.string().default(''),
  phone: z.string().default(''),
  iban: z.string().default(''),
  bic: z.string().default(''),
  default_vat_rate: z.number().default(20),
  payment_term_days: z.number().int().default(30),
  payment_terms: z.string().default(''),
  late_penalty_rate: z.number().nullable().default(null),
  recovery_fee: z.string().default(DEFAULT_RECOVERY_FEE),
  vat_on_debits: z.boolean().default(false),
  footer: z.string().default(''),
  updated_at: z.string().optional(),
});
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

export const sellerEntity = defineEntity({
  type: 'invoice_seller',
  schema: sellerRecordSchema,
  key: () => keys.invoiceSeller(),
  keyOf: () => keys.invoiceSeller(),
});
