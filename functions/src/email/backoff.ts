/** A mail is tried this many times, then given up with a log line. */
export const MAX_ATTEMPTS = 5;

/** How long a drain owns a claimed mail: past it, a crashed drain's mail is taken again. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** Delay before the next try after `attempts` failed ones: 1, 4, 16, 64 minutes (capped at 2 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 * 3_600_000, 60_000 * 4 ** Math.max(0, attempts - 1));
}

/** When to try again after a failure, or null when that was the last attempt. */
export function nextAttempt(attempts: number, now: Date): Date | null {
  return attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts));
}
