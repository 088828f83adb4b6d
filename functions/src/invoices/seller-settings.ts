import * as z from 'zod/mini';
import { invoiceMessages, updateSellerSchema, type SellerAnswer, type UpdateSeller } from '@app/shared/invoices/schemas';
import { sirenOfVatNumber } from '@app/shared/invoices/fiscal-ids';
import { invalid } from '../lib/errors';
import { toSellerAnswer } from '../invoice-data/seller-identity';
import { getSellerItem, readSeller, saveSeller } from '../invoice-data/seller-repository';
import { sellerRecordSchema } from '../invoice-data/seller-record';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import { issuePendingInvoices } from './pending-invoices';

/** GET /api/admin/invoicing/seller. */
export const readSellerAnswer = async (): Promise<SellerAnswer> => toSellerAnswer(await readSeller());

const SELLER_FIELDS = z.keyof(updateSellerSchema).options;

/**
 * PUT /api/admin/invoicing/seller: each field checked by the schema; the SIRET and the VAT number
 * must also belong to the SIREN, as saved after this change. Its audit entry (the fields that
 * changed) is written in the same transaction. Once the identity is complete, the orders finished
 * while it was not get their invoice.
 */
export async function saveSellerAnswer(changes: UpdateSeller, context: AuditContext): Promise<SellerAnswer> {
  const seen = await getSellerItem();
  const before = seen ?? sellerRecordSchema.parse({});
  const merged = { ...before, ...changes };
  if (merged.siren && merged.siret && !merged.siret.startsWith(merged.siren)) throw invalid(invoiceMessages.siretInvalid);
  const vatSiren = merged.vat_number ? sirenOfVatNumber(merged.vat_number) : undefined;
  if (merged.siren && vatSiren && vatSiren !== merged.siren) throw invalid(invoiceMessages.vatNumberSiren);
  const audit = auditWrites(context, { action: 'settings.invoicing', subject: 'Paramètres de facturation', ...changedFields(before, merged, SELLER_FIELDS) });
  const answer = toSellerAnswer(await saveSeller(changes, seen, audit));
  // Complete now: the automatic invoices that waited for it are issued (issue 37).
  if (!answer.missing.length) await issuePendingInvoices(context);
  return answer;
}
