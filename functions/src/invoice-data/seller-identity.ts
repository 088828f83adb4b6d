import type { InvoiceSeller } from '@app/shared/invoices/document';
import { sellerRequiredLabels, type SellerAnswer, type SellerRequiredField } from '@app/shared/invoices/schemas';
import type { SellerRecord } from './seller-record';

/** The labels of the mandatory fields not set, in the order of the form. */
export function missingSellerFields(seller: SellerRecord): string[] {
  return (Object.keys(sellerRequiredLabels) as SellerRequiredField[])
    .filter((field) => seller[field] === null || seller[field] === '')
    .map((field) => sellerRequiredLabels[field]);
}

/** GET/PUT /api/admin/invoicing/seller: every field ('' when unset) and what is missing. */
export function toSellerAnswer(seller: SellerRecord): SellerAnswer {
  const { updated_at: _at, ...identity } = seller;
  return { ...identity, missing: missingSellerFields(seller) };
}

const optional = (text: string) => (text ? text : undefined);

/** The seller as an issued document prints it (call only when nothing is missing). */
export function invoiceSellerOf(seller: SellerRecord): InvoiceSeller {
  return {
    name: seller.name,
    legal_form: seller.legal_form,
    share_capital: seller.share_capital,
    siren: seller.siren,
    siret: seller.siret,
    registration: seller.registration,
    vat_number: seller.vat_number,
    address: {
      line1: seller.address_line1,
      line2: optional(seller.address_line2),
      postcode: seller.postcode,
      city: seller.city,
      country_code: seller.country_code || 'FR',
    },
    iban: seller.iban,
    bic: seller.bic,
    email: optional(seller.email),
    phone: optional(seller.phone),
  };
}
