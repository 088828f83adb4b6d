// The SPA's timings, apart from the schemas: a page importing them does not load zod.
/** The SPA's fallback while the channel is down: the change feed (and lists), every 30 s. */
export const PUSH_FALLBACK_POLL_MS = 30_000;
/** A tab hidden this long closes its socket; it resyncs once when shown again. */
export const PUSH_HIDDEN_CLOSE_MS = 5 * 60_000;
/** Reconnection: full-jitter backoff between these bounds. */
export const PUSH_RECONNECT_MIN_MS = 500;
export const PUSH_RECONNECT_MAX_MS = 30_000;
