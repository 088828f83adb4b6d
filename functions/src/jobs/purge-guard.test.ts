import { describe, expect, it } from 'vitest';
import { purgeAllowed } from './purge-guard';

describe('purgeAllowed', () => {
  it('always lets the first ten orphans go', () => {
    expect(purgeAllowed(0, 0)).toBe(true);
    expect(purgeAllowed(10, 10)).toBe(true);
  });

  it('beyond ten, allows at most 5 % of the folders and never more than 500', () => {
    expect(purgeAllowed(11, 220)).toBe(true);
    expect(purgeAllowed(11, 219)).toBe(false);
    expect(purgeAllowed(500, 100_000)).toBe(true);
    expect(purgeAllowed(501, 100_000)).toBe(false);
    expect(purgeAllowed(1000, 1000)).toBe(false);
  });
});
