import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, settledWithin } from './lazy-page';

function Page() {
  return null;
}

describe('lazyPage.preload', () => {
  it('settles once the chunk arrived, and the module is then loaded for a render that does not suspend', async () => {
    let arrive: (module: { Page: typeof Page }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Page: typeof Page }>((resolve) => (arrive = resolve)));
    const page = lazyPage(load, 'Page');
    let settled = false;
    const preloaded = page.preload().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ Page });
    await preloaded;
    expect(settled).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles without rejecting when the chunk cannot load (the route error page says so at render)', async () => {
    const page = lazyPage(() => Promise.reject(new Error('network')), 'Page');
    await expect(page.preload()).resolves.toBeUndefined();
  });
});

describe('settledWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves when every load settled, failures included, before the bound', async () => {
    vi.useFakeTimers();
    let done = false;
    void settledWithin([Promise.resolve(1), Promise.reject(new Error('x'))], 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('resolves at the bound when a load never settles (a stalled network still gets its spinner)', async () => {
    vi.useFakeTimers();
    let done = false;
    void settledWithin([new Promise(() => undefined)], 1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
