import { EMAIL_NOTIFICATIONS_OFF, EMAIL_NOTIFICATIONS_ON, type Me, type PreferencesInput, type PreferencesSaved } from '@app/shared/users/preferences';
import { USER_NOT_FOUND } from '@app/shared/users/admin-schemas';
import { notFound } from '../lib/errors';
import { toPublicUser, userEntity, type UserRecord } from '../users/user-record';

/** E-mails are on unless the account turned them off. */
export const emailNotificationsOf = (user: Pick<UserRecord, 'email_notifications'>) => user.email_notifications !== false;

/** GET /api/auth/me: the public account and its preferences. */
export const toMe = (user: UserRecord): Me => ({ ...toPublicUser(user), email_notifications: emailNotificationsOf(user) });

/** PUT /api/client/preferences: the caller's own e-mail preference, read by the mail worker at send time. */
export async function savePreferences(user: UserRecord, input: PreferencesInput): Promise<PreferencesSaved> {
  const updated = await userEntity.update(userEntity.keyOf(user), { set: { email_notifications: input.email_notifications } });
  if (!updated) throw notFound(USER_NOT_FOUND);
  const on = emailNotificationsOf(updated);
  return { detail: on ? EMAIL_NOTIFICATIONS_ON : EMAIL_NOTIFICATIONS_OFF, email_notifications: on };
}
