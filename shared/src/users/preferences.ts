import * as z from 'zod/mini';
import { publicUserSchema } from './schemas';

export const EMAIL_NOTIFICATIONS_REQUIRED = 'Indiquez si les notifications par e-mail sont activées (true ou false)';
export const EMAIL_NOTIFICATIONS_ON = 'Notifications par e-mail activées';
export const EMAIL_NOTIFICATIONS_OFF = 'Notifications par e-mail désactivées';

/** PUT /api/client/preferences: the client's own e-mail preference (on unless turned off). */
export const preferencesInputSchema = z.object({
  email_notifications: z.boolean({ error: EMAIL_NOTIFICATIONS_REQUIRED }),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export const preferencesSavedSchema = z.object({
  detail: z.string().check(z.minLength(1)),
  email_notifications: z.boolean(),
});
export type PreferencesSaved = z.infer<typeof preferencesSavedSchema>;

/** GET /api/auth/me: the signed-in account, with its own preferences. */
export const meSchema = z.extend(publicUserSchema, {
  email_notifications: z.boolean(),
  /** An administrator's second factor (issue 22): on, or to be set up before anything else. */
  totp_enabled: z._default(z.boolean(), false),
  mfa_enrolment_required: z._default(z.boolean(), false),
  recovery_codes_left: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});
export type Me = z.infer<typeof meSchema>;
