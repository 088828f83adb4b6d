import type { RegisterInput } from '@app/shared/auth/schemas';
import { NOTICE_VERSION, TERMS_VERSION } from '@app/shared/privacy/versions';
import { hashPassword } from '../lib/auth/passwords';
import { toPublicUser } from '../users/user-record';
import { administratorIds, newUserRecord, userCreationItems } from '../users/user-repository';
import { notificationSubjects } from '../notifications/notification-subjects';
import { writeWithNotifications } from '../notifications/notify';
import { accountCountersMove } from '../order-data/counters/account-counters';

/**
 * POST /api/auth/register: a client account waiting for approval, with the terms it accepted;
 * in the same transaction one more pending client counted and the administrators told.
 */
export async function register(input: RegisterInput) {
  const user = newUserRecord({
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    company_name: input.company_name,
    address: input.address,
    phone: input.phone,
    role: 'client',
    status: 'pending',
    terms_accepted_at: new Date().toISOString(),
    terms_version: TERMS_VERSION,
    notice_version: NOTICE_VERSION,
  });
  await writeWithNotifications([...userCreationItems(user), ...accountCountersMove(undefined, user)], {
    recipients: await administratorIds(),
    event: {
      type: 'client_registration',
      title: 'Nouveau client à valider',
      message: `${user.company_name} (${user.first_name} ${user.last_name}) attend la validation de son compte.`,
      user_email: user.email,
      subject: notificationSubjects.clientApproval(user.id),
      about_user_id: user.id,
    },
  });
  return toPublicUser(user);
}
