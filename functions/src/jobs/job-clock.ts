/** What a job needs of its Lambda context: the time left before its timeout. */
export interface JobClock {
  getRemainingTimeInMillis(): number;
}

/** A run without a deadline (a local run, a test). */
export const NO_DEADLINE: JobClock = { getRemainingTimeInMillis: () => Number.POSITIVE_INFINITY };

/** Below this much time left, a walk stores its checkpoint and stops before listing another page. */
export const STOP_MARGIN_MS = 30_000;
