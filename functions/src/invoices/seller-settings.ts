import { invoiceMessages, type SellerAnswer, type UpdateSeller } from '@app/shared/invoices/schemas';
import { sirenOfVatNumber } from '@app/shared/invoices/fiscal-ids';
import { invalid } from '../lib/errors';
import { toSellerAnswer } from '../invoice-data/seller-identity';
import { readSeller, saveSeller } from '../invoice-data/seller-repository';

/** GET /api/admin/invoicing/seller. */
export const readSellerAnswer = async (): Promise<SellerAnswer> => toSellerAnswer(await readSeller());

/**
 * PUT /api/admin/invoicing/seller: each field checked by the schema; the SIRET and the VAT number
 * must also belong to the SIREN, as saved after this change.
 */
export async function saveSellerAnswer(changes: UpdateSeller): Promise<SellerAnswer> {
  const merged = { ...(await readSeller()), ...changes };
  if (merged.siren && merged.siret && !merged.siret.startsWith(merged.siren)) throw invalid(invoiceMessages.siretInvalid);
  const vatSiren = merged.vat_number ? sirenOfVatNumber(merged.vat_number) : undefined;
  if (merged.siren && vatSiren && vatSiren !== merged.siren) throw invalid(invoiceMessages.vatNumberSiren);
  return toSellerAnswer(await saveSeller(changes));
}
