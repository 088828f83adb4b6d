import * as z from 'zod/mini';
import type { DeliveryStats } from '@app/shared/library/schemas';
import { DELIVERY_DELAY_BUCKETS, delayBucket, histogramMedian } from '@app/shared/library/delivery-delays';
import { defineEntity } from '../lib/db/entity';
import { counterKeys } from '../lib/db/keys';
import type { TransactionItem } from '../lib/db/transaction';
import type { OrderRecord } from '../order-data/order-record';

/**
 * The first deliveries of a month (decision 042): how many automatic and by hand, and a histogram
 * of the time from order to first delivery for each, in fixed buckets (DELIVERY_DELAY_BUCKETS):
 * one item a month, bounded whatever the volume, moved by the delivery's own transaction.
 */
const deliveryMonthEntity = defineEntity({
  type: 'delivery_month',
  schema: z.looseObject({ month: z.string() }),
  key: (month: string) => counterKeys.deliveryMonth(month),
  keyOf: (record) => counterKeys.deliveryMonth(record.month),
});

type Way = 'automatic' | 'manual';
const bucketName = (way: Way, i: number) => `${way}_b${i}`;

/** The counter update of an order's first delivery (v1), in the delivery's transaction; none for a later version. */
export function firstDeliveryCount(order: Pick<OrderRecord, 'created_at'>, version: string, deliveredAt: string, way: Way): TransactionItem[] {
  if (version !== 'v1') return [];
  const seconds = Math.max(0, (Date.parse(deliveredAt) - Date.parse(order.created_at)) / 1000);
  const month = deliveredAt.slice(0, 7);
  return [
    deliveryMonthEntity.updateItem(counterKeys.deliveryMonth(month), {
      set: { month, type: 'delivery_month' },
      add: { [way]: 1, [bucketName(way, delayBucket(seconds))]: 1 },
      upsert: true,
    }),
  ];
}

const countOf = (record: Record<string, unknown> | undefined, name: string) => {
  const value = record?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** This month's share of automatic first deliveries and the median delays (one GetItem). */
export async function deliveryStats(now = new Date()): Promise<DeliveryStats> {
  const month = now.toISOString().slice(0, 7);
  const record = await deliveryMonthEntity.get(month);
  const [automatic, manual] = [countOf(record, 'automatic'), countOf(record, 'manual')];
  const histogram = (way: Way) => DELIVERY_DELAY_BUCKETS.map((_, i) => countOf(record, bucketName(way, i)));
  const delivered = automatic + manual;
  return {
    month,
    delivered,
    automatic,
    automatic_share: delivered ? automatic / delivered : 0,
    median_seconds: { automatic: histogramMedian(histogram('automatic')), manual: histogramMedian(histogram('manual')) },
  };
}
