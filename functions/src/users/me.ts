import type { Me } from '@app/shared/users/preferences';
import { toPublicUser, type UserRecord } from './user-record';

/** E-mails are on unless the account turned them off. */
export const emailNotificationsOf = (user: Pick<UserRecord, 'email_notifications'>) => user.email_notifications !== false;

/** GET /api/auth/me: the public account, its preferences and its second factor (never the key). */
export const toMe = (user: UserRecord & { enrolling?: boolean }): Me => ({
  ...toPublicUser(user),
  email_notifications: emailNotificationsOf(user),
  totp_enabled: !!user.totp_secret,
  mfa_enrolment_required: user.enrolling === true,
  recovery_codes_left: Object.keys(user.recovery_codes).length,
});
