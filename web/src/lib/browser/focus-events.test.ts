import { describe, expect, it, vi } from 'vitest';
import { onFocusOrVisibility } from './focus-events';

describe('onFocusOrVisibility', () => {
  it('re-evaluates focus on window focus and on visibility change, until cleaned up', () => {
    const target = new EventTarget();
    const handleFocus = vi.fn();
    const cleanup = onFocusOrVisibility(handleFocus, target);
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('visibilitychange'));
    expect(handleFocus).toHaveBeenCalledTimes(2);
    cleanup();
    target.dispatchEvent(new Event('focus'));
    expect(handleFocus).toHaveBeenCalledTimes(2);
  });
});
