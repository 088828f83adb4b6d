import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad, forgetFirstLoad, useFirstLoadDone } from './first-load';

/** A query whose answer the test gives: the page's first data still on its way. */
function pendingQuery(client: QueryClient) {
  let answer: (value: string) => void = () => {};
  void client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => act(async () => answer(value));
}

const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe("what waits for the first page's load (issue 20)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it("starts after the next frame, once the page's queries answered and the thread is idle", async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const start = vi.fn();
    afterFirstLoad(client, start);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(start).not.toHaveBeenCalled();
    await answer('data');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(start).toHaveBeenCalledOnce();
  });

  it('waits for no frame in a hidden tab (none is painted), and starts nothing once cancelled', async () => {
    setVisibility('hidden');
    const rafSpy = vi.spyOn(window, 'requestAnimationFrame');
    const client = new QueryClient();
    const start = vi.fn();
    afterFirstLoad(client, start);
    expect(rafSpy).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(start).toHaveBeenCalledOnce();

    setVisibility('visible');
    const cancelled = vi.fn();
    afterFirstLoad(client, cancelled)();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('says false until the first load, then true for good, in every component', async () => {
    forgetFirstLoad();
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const first = renderHook(() => useFirstLoadDone(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(first.result.current).toBe(false);
    await answer('data');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(first.result.current).toBe(true);
    // A later component does not wait again, even while a query runs.
    pendingQuery(client);
    expect(renderHook(() => useFirstLoadDone(), { wrapper }).result.current).toBe(true);
  });
});
