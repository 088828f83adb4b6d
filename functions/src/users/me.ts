import type { Me } from '@app/shared/users/preferences';
import { toPublicUser, type UserRecord } from './user-record';

/** E-mails are on unless the account turned them off. */
export const emailNotificationsOf = (user: Pick<UserRecord, 'email_notifications'>) => user.email_notifications !== false;

/** GET /api/auth/me: the public account and its preferences. */
export const toMe = (user: UserRecord): Me => ({ ...toPublicUser(user), email_notifications: emailNotificationsOf(user) });
