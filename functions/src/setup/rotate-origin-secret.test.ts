import type { DistributionConfig } from '@aws-sdk/client-cloudfront';
import { describe, expect, it } from 'vitest';
import { withHeaderValue } from './rotate-origin-secret';

const config = (value: string) =>
  ({
    Origins: {
      Quantity: 2,
      Items: [
        { Id: 'site', DomainName: 'bucket.s3.amazonaws.com' },
        { Id: 'api', DomainName: 'abc.execute-api.eu-west-3.amazonaws.com', CustomHeaders: { Quantity: 1, Items: [{ HeaderName: 'x-origin-verify', HeaderValue: value }] } },
      ],
    },
  }) as unknown as DistributionConfig;

describe('withHeaderValue', () => {
  it("sets the new value on the API origin's header only, and says whether anything changed", () => {
    const before = config('old');
    expect(withHeaderValue(before, 'new')).toBe(true);
    expect(before.Origins?.Items?.[1]?.CustomHeaders?.Items?.[0]?.HeaderValue).toBe('new');
    expect(before.Origins?.Items?.[0]?.CustomHeaders).toBeUndefined();
    // A retried finishSecret finds the value already set: no second distribution update.
    expect(withHeaderValue(before, 'new')).toBe(false);
  });
});
