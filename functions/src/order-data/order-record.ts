import * as z from 'zod/mini';
import { orderFileSchema, orderSchema, type Order, type OrderFile } from '@app/shared/orders/schemas';
import { effectivePaymentStatus, orderStatusOf, paymentStatusOf } from '@app/shared/orders/statuses';
import { orderSearchText } from '@app/shared/orders/search';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';
import { searchKeysOf } from './order-lookup-record';
import { amountDueCents, orderAmounts } from './order-amounts';

const euros = (cents: number) => cents / 100;

/**
 * A file as stored: the API shape plus its S3 key (never sent to callers). An analysis or change
 * summary the schemas no longer accept reads as none rather than making the order unreadable.
 */
export const storedFileSchema = z.extend(orderFileSchema, {
  key: z.string(),
  /** Delivered automatically (decision 042): the order and version it is a byte-identical copy of (never sent to clients). */
  copied_from: z.optional(z.object({ order_id: z.string(), version: z.string() })),
  analysis: z.catch(orderFileSchema.shape.analysis, undefined),
  changes: z.catch(orderFileSchema.shape.changes, undefined),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * An order as stored (keys and index attributes aside): the API shape, whose `paid` is derived,
 * plus each file's S3 key, the version counter and when the payment status was last set by an
 * administrator. Defaults and catches normalise items written by older code (spec §4: an
 * unknown status reads en_attente, an unknown payment status non_du).
 */
export const orderRecordSchema = z.extend(
  z.omit(orderSchema, {
    paid: true,
    files: true,
    total_ht: true,
    total_vat: true,
    total_ttc: true,
    amount_due: true,
    paid_in_credits: true,
    credits_refunded: true,
  }),
  {
    client_name: z._default(z.string(), ''),
    client_company: z._default(z.string(), ''),
    ecu_type: z._default(z.string(), ''),
    fuel_type: z._default(orderSchema.shape.fuel_type, null),
    gearbox_type: z._default(orderSchema.shape.gearbox_type, null),
    file_origin: z._default(orderSchema.shape.file_origin, null),
    selected_services: z._default(orderSchema.shape.selected_services, []),
    total_price: z.catch(z.coerce.number(), 0),
    notes: z._default(z.string(), ''),
    useful_links: z._default(z.string(), ''),
    status: z.pipe(z.unknown(), z.transform(orderStatusOf)),
    payment_status: z.pipe(z.unknown(), z.transform(paymentStatusOf)),
    payment_updated_at: z._default(z.nullable(z.string()), null),
    sav_requested_at: z._default(z.nullable(z.string()), null),
    sav_problem_description: z._default(z.nullable(z.string()), null),
    files: z._default(z.record(z.string(), storedFileSchema), {}),
    /** The last delivered version number (vN); incremented atomically on each 'nouvelle' delivery. */
    version_count: z._default(z.number(), 0),
    /**
     * The VAT rate (percent) of the order's price: the seller's default rate when it was priced or
     * invoiced; null on an order older than that (order-amounts.ts: DEFAULT_VAT_RATE).
     */
    vat_rate: z._default(z.nullable(z.number()), null),
    /** The amounts of its invoice as issued (cents), written with invoice_id (decision 034). */
    invoice_amounts: z.optional(
      z.object({
        vat_rate: z.number(),
        ht_cents: z.number().check(z.int()),
        vat_cents: z.number().check(z.int()),
        ttc_cents: z.number().check(z.int()),
      }),
    ),
    /** The invoice a credit note cancelled, and that credit note: the order owes nothing until invoiced again. */
    credited_invoice_number: z.optional(z.string()),
    credit_note_number: z.optional(z.string()),
    /** The credits (cents HT) its creation debited from a prepaid client, and when its cancellation gave them back (decision 040). */
    credits_cents: z.optional(z.number().check(z.int())),
    credits_refunded_at: z.optional(z.string()),
    /**
     * The library's word on the order's files (decision 042): its original marked not reusable, its
     * versions revoked as references. Its library items follow it (library-data/library-writes.ts).
     */
    library: z.optional(z.object({ not_reusable: z.optional(z.boolean()), revoked: z.optional(z.array(z.string())) })),
  },
);
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/**
 * Where an order sits in the lists of one status: by creation date, except in the SAV lists,
 * which show the latest request first.
 */
export const listDate = (order: Pick<OrderRecord, 'status' | 'created_at' | 'sav_requested_at'>) =>
  order.status === 'sav' && order.sav_requested_at ? order.sav_requested_at : order.created_at;

export const orderEntity = defineEntity({
  type: 'order',
  schema: orderRecordSchema,
  key: (id: string) => keys.order(id),
  keyOf: (order) => keys.order(order.id),
  indexes: (order) => ({
    ...indexKeys.allOrders(order.created_at, order.id),
    ...indexKeys.ordersByStatus(order.status, listDate(order), order.id),
    ...indexKeys.clientOrders(order.client_id, order.created_at, order.id),
    ...indexKeys.clientOrdersByStatus(order.client_id, order.status, listDate(order), order.id),
    ...orderSearchText(order),
    search_keys: searchKeysOf(order),
  }),
});

/** The payment status the order shows (see effectivePaymentStatus: the payment rule). */
export const effectivePayment = (order: Pick<OrderRecord, 'status' | 'payment_status' | 'payment_updated_at'>) =>
  effectivePaymentStatus(order.status, order.payment_status, order.payment_updated_at !== null);

/** The API shape of an order: every spec §3 field, never the storage keys. */
export function toOrder(record: OrderRecord): Order {
  const files: Record<string, OrderFile> = {};
  for (const [version, { key: _key, copied_from: _copy, ...file }] of Object.entries(record.files)) files[version] = file;
  const {
    version_count: _count,
    payment_updated_at: _set,
    vat_rate: _rate,
    invoice_amounts: _invoiced,
    library: _library,
    credits_cents,
    credits_refunded_at,
    ...fields
  } = record;
  const payment_status = effectivePayment(record);
  const amounts = orderAmounts(record);
  return {
    ...fields,
    files,
    payment_status,
    paid: payment_status === 'paye',
    vat_rate: amounts.vat_rate,
    total_ht: euros(amounts.ht_cents),
    total_vat: euros(amounts.vat_cents),
    total_ttc: euros(amounts.ttc_cents),
    amount_due: euros(amountDueCents(record, payment_status)),
    ...(credits_cents !== undefined
      ? { paid_in_credits: euros(credits_cents), credits_refunded: credits_refunded_at !== undefined }
      : {}),
  };
}

/** 'Peugeot 308 (AB-123-CD)': how a notification names an order. */
export const vehicleOf = (order: Pick<OrderRecord, 'vehicle_brand' | 'vehicle_model' | 'registration'>) =>
  [order.vehicle_brand, order.vehicle_model].filter(Boolean).join(' ') + (order.registration ? ` (${order.registration})` : '');

/** What an order's audit entry names it by: its vehicle and its client's company (orders and the library write them). */
export const orderSubject = (order: Pick<OrderRecord, 'vehicle_brand' | 'vehicle_model' | 'client_company' | 'client_name'>) =>
  `${order.vehicle_brand} ${order.vehicle_model} — ${order.client_company || order.client_name}`.trim();
