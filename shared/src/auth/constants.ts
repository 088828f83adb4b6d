/** Spec §9: the SPA refreshes its access token every 6 hours. */
export const TOKEN_REFRESH_INTERVAL_MS = 21_600_000;
/** Failed logins in a row before an account is locked. */
export const MAX_FAILED_LOGINS = 5;
