/** Spec §9: the security dashboard refreshes every 30 seconds. */
export const SECURITY_REFRESH_MS = 30_000;

/** Spec §2: the recent security logs shown. */
export const SECURITY_LOGS_LIMIT = 20;
