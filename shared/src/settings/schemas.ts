import * as z from 'zod/mini';
import { retentionInputSchema, retentionSchema } from '../privacy/schemas';
import { sentText } from '../schema/sent-text';
import { billingModes, creditWords } from '../credits/billing-modes';

/**
 * Application settings (spec §3 'Settings', §7): the opening hours and the message shown on the
 * client home, and the terms text of /terms. Shared by the API and the web forms.
 */

export const OPENING_HOURS_MAX = 2_000;
export const CLIENT_MESSAGE_MAX = 2_000;
export const TERMS_MAX = 50_000;

export const settingsMessages = {
  tooLong: 'Le texte est trop long',
  notText: 'Le texte doit être une chaîne de caractères',
  saved: 'Paramètres sauvegardés',
} as const;

/** The settings as the API returns them; '' when a text was never set. */
export const settingsSchema = z.object({
  opening_hours: z.string(),
  client_message: z.string(),
  terms_and_conditions: z.string(),
  /** How long each kind of personal data is kept (issue 24): the defaults until saved. */
  retention: retentionSchema,
  /** The billing mode of a client whose card sets none (issue 40, decision 040): post-paid until saved. */
  default_billing_mode: z.enum(billingModes),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The terms alone, public: a visitor reads what registration asks it to accept (issue 24). */
export const publicTermsSchema = z.pick(settingsSchema, { terms_and_conditions: true });

/** An optional text, trimmed at both ends (the lines inside are kept as typed). */
const settingText = (max: number) =>
  z.optional(
    z
      .pipe(
        sentText(max, settingsMessages.tooLong, settingsMessages.notText),
        z.transform((text) => text.trim()),
      )
      .check(z.refine((text) => text.length <= max, settingsMessages.tooLong)),
  );

/** PUT /api/admin/settings: each text optional; an absent one is left unchanged. */
export const updateSettingsSchema = z.object({
  opening_hours: settingText(OPENING_HOURS_MAX),
  client_message: settingText(CLIENT_MESSAGE_MAX),
  terms_and_conditions: settingText(TERMS_MAX),
  retention: z.optional(retentionInputSchema),
  default_billing_mode: z.optional(z.enum(billingModes, { error: creditWords.modeInvalid })),
});
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;
