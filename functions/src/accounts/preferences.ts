import { EMAIL_NOTIFICATIONS_OFF, EMAIL_NOTIFICATIONS_ON, type PreferencesInput, type PreferencesSaved } from '@app/shared/users/preferences';
import { USER_NOT_FOUND } from '@app/shared/users/admin-schemas';
import { notFound } from '../lib/errors';
import { emailNotificationsOf } from '../users/me';
import type { UserRecord } from '../users/user-record';
import { setEmailNotifications } from '../users/user-repository';

/** PUT /api/client/preferences: the caller's own e-mail preference, read by the mail worker at send time. */
export async function savePreferences(user: UserRecord, input: PreferencesInput): Promise<PreferencesSaved> {
  const updated = await setEmailNotifications(user, input.email_notifications);
  if (!updated) throw notFound(USER_NOT_FOUND);
  const on = emailNotificationsOf(updated);
  return { detail: on ? EMAIL_NOTIFICATIONS_ON : EMAIL_NOTIFICATIONS_OFF, email_notifications: on };
}
