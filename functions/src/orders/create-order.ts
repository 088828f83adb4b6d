import { randomUUID } from 'node:crypto';
import type { CreateOrderInput, Order } from '@app/shared/orders/schemas';
import { orderFileRules } from '@app/shared/orders/versions';
import { toCents } from '@app/shared/pricing/amount-schema';
import { nowIso } from '../lib/db/keys';
import type { UploadedFile } from '../lib/http/body';
import type { UserRecord } from '../users/user-record';
import { discardSource, incomingFile, place } from '../lib/files/incoming-file';
import { deleteObject } from '../lib/files/objects';
import { originalKey, parseOrderFileUploadKey, parseOriginalUploadKey } from '../order-data/order-files';
import { fileFacts, knownFileFacts } from './file-facts';
import { uploadAnalysisOf } from './upload-analysis-repository';
import { priceOrder } from './order-pricing';
import { toOrder, type OrderRecord } from '../order-data/order-record';
import { insertOrder } from './order-writes';
import { readSeller } from '../invoice-data/seller-repository';
import { deliverKnownFile } from './known-file-delivery';
import { readBillingState } from '../credit-data/credit-ledger-repository';
import { queued } from '../invoice-data/series-queue';
import { creditDebit, refuseShortCredit } from './order-credits';

/**
 * POST /api/orders: the vehicle fields, the priced selection (the client's total_price is
 * ignored) and the original file (multipart `file`, or `upload_key` of a presigned upload),
 * stored under orders/{id}/original/ with its SHA-256 and analysis (the one the analysis call
 * already made of the same bytes, else read now; none when the read fails: indicative, it never
 * fails the order). The order item is one conditional Put. An upload of
 * purpose 'order' already is at the order's key (its id drawn with the ticket): it is not copied,
 * and a second order from it is refused by that Put. Keys under uploads/ are still copied.
 * A client in prepaid mode pays the price (HT) in credits in that same transaction (decision
 * 040): 409 « Crédit insuffisant… » before the file is placed when its balance does not cover
 * it, or when a concurrent debit took it meanwhile (then the placed copy is removed).
 */
export async function createOrder(
  user: UserRecord,
  input: CreateOrderInput,
  files: readonly UploadedFile[],
): Promise<Order> {
  const upload = { key: input.upload_key, filename: input.original_filename };
  const file = await incomingFile(user, files, upload, orderFileRules, parseOrderFileUploadKey);
  const [{ services, total }, seller, billing] = await Promise.all([priceOrder(user.id, input.selected_services), readSeller(), readBillingState(user.id)]);
  const creditsCents = billing.mode === 'prepaid' && total > 0 ? toCents(total) : undefined;
  if (creditsCents !== undefined) refuseShortCredit(billing.account, creditsCents);

  const final = file.kind === 'final' ? parseOriginalUploadKey(user.id, file.uploadKey) : undefined;
  const id = final?.orderId ?? randomUUID();
  const now = nowIso();
  const key = file.kind === 'final' ? file.uploadKey : originalKey(id, file.filename);
  await place(file, key);
  // A new order's upload was most often analysed already (POST /api/uploads/analysis): those bytes'
  // analysis is taken; else the file is read back from S3 once placed, inline bytes and uploads alike.
  const facts = final && file.kind === 'final'
    ? await knownFileFacts(key, () => uploadAnalysisOf(final.orderId, key, file.etag))
    : await fileFacts(key);
  const original = { filename: file.filename, size: file.size, uploaded_at: now, key, ...facts };
  const order: OrderRecord = {
    id,
    client_id: user.id,
    client_name: `${user.first_name} ${user.last_name}`.trim(),
    client_company: user.company_name ?? '',
    vehicle_brand: input.vehicle_brand,
    vehicle_model: input.vehicle_model,
    vehicle_year: input.vehicle_year,
    registration: input.registration,
    engine: input.engine,
    kilometers: input.kilometers,
    ecu_type: input.ecu_type,
    fuel_type: input.fuel_type,
    gearbox_type: input.gearbox_type,
    file_origin: input.file_origin,
    read_method: input.read_method,
    selected_services: services,
    total_price: total,
    // Its TTC is its price taxed at the seller's rate of now (order-amounts.ts, decision 034).
    vat_rate: seller.default_vat_rate,
    notes: input.notes,
    useful_links: input.useful_links,
    original_filename: file.filename,
    files: { original },
    version_count: 0,
    status: 'en_attente',
    // Paid with credits at once (the debit below, in the order's transaction): « Payé (crédits) ».
    payment_status: creditsCents === undefined ? 'non_du' : 'paye',
    payment_updated_at: creditsCents === undefined ? null : now,
    ...(creditsCents === undefined ? {} : { credits_cents: creditsCents }),
    created_at: now,
    updated_at: now,
    sav_requested_at: null,
    sav_problem_description: null,
  };

  try {
    // The administrators' 'Nouvelle commande' follows from the table's stream (notifications/new-order-notifications.ts).
    if (creditsCents === undefined) await insertOrder(order);
    // A client's debits handled by this process go in turn (the local gateway serves every request
    // in one); the account's version condition and its retries settle the races between processes.
    else await queued(`credits#${user.id}`, () => insertOrder(order, undefined, () => creditDebit(user.id, id, creditsCents)));
  } catch (error) {
    // A final upload stays: it may be the file of the order already made from it.
    if (!final) await deleteObject(key).catch(() => undefined);
    throw error;
  }
  await discardSource(file);
  return (await deliverKnownFile(order)) ?? toOrder(order);
}
