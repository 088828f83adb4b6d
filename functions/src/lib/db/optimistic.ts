import { DomainError } from '../errors';

/** What an attempt answers when a concurrent write won: read again and retry. */
export const RETRY: unique symbol = Symbol('retry');
type Retry = typeof RETRY;

export interface Backoff {
  attempts: number;
  baseMs: number;
  capMs: number;
}

/** 8 attempts, full jitter under min(250, 15 × 2^n) ms: at most 1.2 s of pauses, 0.6 s on average. */
export const OPTIMISTIC_BACKOFF: Backoff = { attempts: 8, baseMs: 15, capMs: 250 };

/**
 * For a write every writer of a kind contends on (the counter of an invoice series: issue 21):
 * one of them wins each round, so many short rounds: 60 attempts, full jitter under
 * min(120, 10 × 2^n) ms, so that 30 issued at once all get through.
 */
export const CONTENDED_BACKOFF: Backoff = { attempts: 60, baseMs: 10, capMs: 120 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transaction conflict that outlived the table's own retries (lib/db/write.ts): a lost race too. */
const isContention = (error: unknown) => error instanceof DomainError && error.kind === 'unavailable';

/**
 * Optimistic concurrency: `attempt` reads, then writes on the condition that nothing changed
 * since; it answers RETRY when that condition (or a transaction conflict) says another write
 * won. Lost attempts are retried after a jittered exponential pause ('full jitter', so that
 * the writers who lost together do not meet again); when every attempt lost, `lost()` is thrown
 * (a 409 that says what changed), never a 503 that says the service is down.
 */
export async function retryOptimistic<T>(
  attempt: (n: number) => Promise<T | Retry>,
  lost: () => Error,
  backoff: Backoff = OPTIMISTIC_BACKOFF,
): Promise<T> {
  for (let n = 1; n <= backoff.attempts; n++) {
    const result = await attempt(n).catch((error: unknown): Retry => {
      if (isContention(error)) return RETRY;
      throw error;
    });
    if (result !== RETRY) return result;
    if (n < backoff.attempts) await pause(Math.random() * Math.min(backoff.capMs, backoff.baseMs * 2 ** n));
  }
  throw lost();
}
