import { describe, expect, it } from 'vitest';
import { isSessionEnded, withEndedSessions } from './sessions';

describe('ended sessions on the account', () => {
  it('names each ended family once, and forgets those whose access tokens have all expired', () => {
    const kept = withEndedSessions(['100:old', '950:recent'], ['new', 'recent'], 1000, 600);
    expect(kept).toEqual(['950:recent', '1000:new']);
    expect(isSessionEnded(kept, 'new')).toBe(true);
    expect(isSessionEnded(kept, 'old')).toBe(false);
    expect(isSessionEnded(kept, undefined)).toBe(false);
    // A family id is matched whole, never as the end of another one.
    expect(isSessionEnded(['1000:ab-new'], 'new')).toBe(false);
  });
});
