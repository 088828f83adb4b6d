import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARGE_SCREEN, useMediaQuery } from './use-media-query';

/** A window as wide as `width`, whose media list tells its listeners when it is resized. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      expect(query).toBe(LARGE_SCREEN);
      return state.width >= 1024;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      state.width = to;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the window as it is resized, and stops listening when unmounted', () => {
    const screen = screenOf(412);
    const { result, unmount } = renderHook(() => useMediaQuery(LARGE_SCREEN));
    expect(result.current).toBe(false);
    act(() => screen.resize(1280));
    expect(result.current).toBe(true);
    act(() => screen.resize(800));
    expect(result.current).toBe(false);
    unmount();
    expect(screen.listening()).toBe(0);
  });

  it('answers true without matchMedia, so that what CSS hides is rendered as before', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery(LARGE_SCREEN)).result.current).toBe(true);
  });
});
