import { describe, expect, it } from 'vitest';
import { resolveServiceFlags, serviceFlagMessages } from '../catalog/schemas';
import { DELIVERY_DELAY_BUCKETS, delayBucket, histogramMedian } from './delivery-delays';

describe('the time-to-delivery histogram', () => {
  it('puts each delay in the first bucket whose bound holds it, the last one open', () => {
    expect(delayBucket(0)).toBe(0);
    expect(delayBucket(10)).toBe(0);
    expect(delayBucket(11)).toBe(1);
    expect(delayBucket(3600)).toBe(6);
    expect(delayBucket(10 * 604_800)).toBe(DELIVERY_DELAY_BUCKETS.length - 1);
  });

  it('reads the median as the bound of the bucket holding the middle count', () => {
    const counts = DELIVERY_DELAY_BUCKETS.map(() => 0);
    expect(histogramMedian(counts)).toBeNull();
    counts[0] = 3; // 3 within 10 s
    counts[6] = 2; // 2 within the hour
    expect(histogramMedian(counts)).toBe(10);
    counts[6] = 4;
    expect(histogramMedian(counts)).toBe(3600);
    const open = DELIVERY_DELAY_BUCKETS.map(() => 0);
    open[open.length - 1] = 1;
    expect(histogramMedian(open)).toBe(604_800);
  });
});

describe("a service's instant-delivery flags", () => {
  it('are off for a new service, and automatic delivery is allowed when asked', () => {
    expect(resolveServiceFlags({})).toEqual({ flags: { auto_delivery: false, human_review_required: false, emission_related: false } });
    expect(resolveServiceFlags({ auto_delivery: true }).flags.auto_delivery).toBe(true);
  });

  it('require a person for an emission-related service, and refuse automatic delivery on it', () => {
    const had = { auto_delivery: true, human_review_required: false, emission_related: false };
    expect(resolveServiceFlags({ emission_related: true }, had)).toEqual({ flags: { auto_delivery: false, human_review_required: true, emission_related: true } });
    expect(resolveServiceFlags({ emission_related: true, auto_delivery: true }).problem).toBe(serviceFlagMessages.autoWithEmissions);
    expect(resolveServiceFlags({ human_review_required: true, auto_delivery: true }).problem).toBe(serviceFlagMessages.autoWithReview);
  });
});
