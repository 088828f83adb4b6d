import * as z from 'zod';
import { publicUserSchema } from './schemas';

export const EMAIL_NOTIFICATIONS_REQUIRED = 'Indiquez si les notifications par e-mail sont activées (true ou false)';
export const EMAIL_NOTIFICATIONS_ON = 'Notifications par e-mail activées';
export const EMAIL_NOTIFICATIONS_OFF = 'Notifications par e-mail désactivées';

/** PUT /api/client/preferences: the client's own e-mail preference (on unless turned off). */
export const preferencesInputSchema = z.object({
  email_notifications: z.boolean({ error: EMAIL_NOTIFICATIONS_REQUIRED }),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export const preferencesSavedSchema = z.object({ detail: z.string().min(1), email_notifications: z.boolean() });
export type PreferencesSaved = z.infer<typeof preferencesSavedSchema>;

/** GET /api/auth/me: the signed-in account, with its own preferences. */
export const meSchema = publicUserSchema.extend({
  email_notifications: z.boolean(),
  /** An administrator's second factor (issue 22): on, or to be set up before anything else. */
  totp_enabled: z.boolean().default(false),
  mfa_enrolment_required: z.boolean().default(false),
  recovery_codes_left: z.number().int().nonnegative().default(0),
});
export type Me = z.infer<typeof meSchema>;
