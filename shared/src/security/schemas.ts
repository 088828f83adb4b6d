import * as z from 'zod/mini';

export const securityLogTypes = ['critical', 'warning', 'info'] as const;
export const securityLogSchema = z.object({
  id: z.string(),
  type: z.enum(securityLogTypes),
  event: z.string(),
  message: z.string(),
  user_email: z.nullable(z.string()),
  timestamp: z.string(),
});
export type SecurityLog = z.infer<typeof securityLogSchema>;

export const securityStatsSchema = z.object({
  totalFailedAttempts: z.number(),
  lockedAccountsCount: z.number(),
  suspiciousActivities: z.number(),
  lastSecurityIncident: z.nullable(z.string()),
});
export type SecurityStats = z.infer<typeof securityStatsSchema>;

export const lockedAccountSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  locked_at: z.nullable(z.string()),
  /** The end of the lock (it ends by itself; an administrator may unlock it sooner). */
  locked_until: z.string(),
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;

/** An administrator's second factor on the security dashboard (issue 22): on or not, since when. */
export const adminTwoFactorSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  enabled: z.boolean(),
  /** When its key was proved; null when off, or turned on before this date was kept. */
  enabled_at: z.nullable(z.string()),
});
export type AdminTwoFactor = z.infer<typeof adminTwoFactorSchema>;

/** A client with a second factor on the security dashboard (issue 36): who, which garage, since when. */
export const clientTwoFactorSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  enabled_at: z.string(),
});
export type ClientTwoFactor = z.infer<typeof clientTwoFactorSchema>;

/** Spec §9: failed-attempts window. */
export const FAILED_ATTEMPTS_WINDOW_MS = 24 * 60 * 60 * 1000;
