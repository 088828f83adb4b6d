import { describe, expect, it, vi } from 'vitest';
import { conflict, invalid, unavailable } from '../errors';
import { OPTIMISTIC_BACKOFF, retryOptimistic, RETRY } from './optimistic';

const quick = { ...OPTIMISTIC_BACKOFF, baseMs: 0, capMs: 0 };
const lost = () => conflict('La commande a été modifiée entre-temps. Rechargez et réessayez.');

describe('retryOptimistic', () => {
  it('retries a lost attempt until one wins', async () => {
    const attempt = vi.fn(async (n: number) => (n < 3 ? RETRY : 'écrit'));
    await expect(retryOptimistic(attempt, lost, quick)).resolves.toBe('écrit');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('answers the 409 after 8 lost attempts, never a 503', async () => {
    const attempt = vi.fn(async (n: number) => {
      if (n % 2) throw unavailable(); // a transaction conflict past the table's own retries
      return RETRY;
    });
    await expect(retryOptimistic(attempt, lost, quick)).rejects.toMatchObject({ kind: 'conflict' });
    expect(attempt).toHaveBeenCalledTimes(8);
  });

  it('lets a refusal of the change itself through at once', async () => {
    const attempt = vi.fn(async () => {
      throw invalid('Statut inconnu');
    });
    await expect(retryOptimistic(attempt, lost, quick)).rejects.toMatchObject({ kind: 'invalid' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('pauses with full jitter under the cap: at most 1.2 s in all', async () => {
    const pauses: number[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms: number) => {
      pauses.push(ms);
      fn();
      return 0;
    }) as unknown as typeof setTimeout);
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    await expect(retryOptimistic(async () => RETRY, lost)).rejects.toMatchObject({ kind: 'conflict' });
    expect(pauses).toHaveLength(7);
    expect(Math.max(...pauses)).toBeLessThan(250);
    expect(pauses.reduce((a, b) => a + b, 0)).toBeLessThan(1200);
    spy.mockRestore();
    vi.restoreAllMocks();
  });
});
