/** The bounded histograms of the time from order to first delivery (issue 41, decision 042): pure, no schema. */

/**
 * The buckets of the time-to-delivery histograms (upper bounds, seconds): bounded whatever the
 * volume; the last is open. The median is read as the bound of the bucket holding it.
 */
export const DELIVERY_DELAY_BUCKETS = [10, 30, 60, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 86_400, 172_800, 604_800, Infinity] as const;

/** The bucket of a delay (seconds). */
export const delayBucket = (seconds: number): number => DELIVERY_DELAY_BUCKETS.findIndex((bound) => seconds <= bound);

/** The median of a histogram: the upper bound of the bucket holding the middle count (the last open bucket: its lower bound). */
export function histogramMedian(counts: readonly number[]): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return null;
  let seen = 0;
  for (const [i, count] of counts.entries()) {
    seen += count;
    if (seen * 2 >= total) {
      const bound = DELIVERY_DELAY_BUCKETS[i] ?? Infinity;
      return Number.isFinite(bound) ? bound : (DELIVERY_DELAY_BUCKETS.at(-2) ?? 0);
    }
  }
  return null;
}
