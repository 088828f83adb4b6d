import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  importOrReload,
  isChunkLoadError,
} from '@/lib/browser/chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://x/assets/orders-page-abc123.js');

describe('chunk-load errors', () => {
  it('recognises the failed dynamic imports of Chrome, Firefox, Safari and Vite preloads, and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });
});

describe('the reload guard', () => {
  const now = 1_800_000_000_000;

  it('allows one reload, then none within a minute, then again', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, now)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe(String(now));
    expect(claimChunkReload(storage, now + 1_000)).toBe(false);
    expect(claimChunkReload(storage, now + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, now + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('ignores a garbage or future timestamp, and never reloads without a usable storage', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'x' }), now)).toBe(true);
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: String(now + 5_000) }), now)).toBe(true);
    expect(claimChunkReload(undefined, now)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(broken, now)).toBe(false);
  });
});

describe('importOrReload', () => {
  const deps = (storage = memoryStorage()) => {
    const calls = { reloads: 0 };
    return { calls, deps: { storage, reload: () => void calls.reloads++, now: () => 1_800_000_000_000 } };
  };

  it('returns the module when the import works, without reloading', async () => {
    const { calls, deps: d } = deps();
    await expect(importOrReload(async () => ({ Page: 'ok' }), d)).resolves.toEqual({ Page: 'ok' });
    expect(calls.reloads).toBe(0);
  });

  it('reloads once on a chunk-load error, then lets the second failure reach the error page', async () => {
    const storage = memoryStorage();
    const first = deps(storage);
    const pending = importOrReload(() => Promise.reject(chunkError()), first.deps);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.calls.reloads).toBe(1);
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);

    // The page after the reload: the chunk is still missing.
    const second = deps(storage);
    await expect(importOrReload(() => Promise.reject(chunkError()), second.deps)).rejects.toThrow(
      /dynamically imported/,
    );
    expect(second.calls.reloads).toBe(0);
  });

  it('never reloads for another error', async () => {
    const { calls, deps: d } = deps();
    await expect(importOrReload(() => Promise.reject(new Error('boom')), d)).rejects.toThrow('boom');
    expect(calls.reloads).toBe(0);
  });
});
