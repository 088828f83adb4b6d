import { privacyMessages } from '@app/shared/privacy/schemas';
import { writeWithNotifications } from '../notifications/notify';
import { userEntity, type UserRecord } from '../users/user-record';
import { administratorIds } from '../users/user-repository';

/**
 * Records a client's request to be forgotten (once: a second request answers the first date)
 * and tells every administrator, in the same transaction.
 */
export async function recordErasureRequest(user: UserRecord, now = new Date()): Promise<string> {
  if (user.erasure_requested_at) return user.erasure_requested_at;
  const requestedAt = now.toISOString();
  const update = userEntity.updateItem(
    userEntity.keyOf(user),
    { set: { erasure_requested_at: requestedAt }, condition: { expression: 'attribute_not_exists(erasure_requested_at)' } },
    () => 'already' as const,
  );
  const written = await writeWithNotifications([update], {
    recipients: await administratorIds(),
    event: {
      type: 'erasure_request',
      title: privacyMessages.erasureRequested,
      message: `${user.company_name} (${user.first_name} ${user.last_name}) demande l'effacement de ses données.`,
      user_email: user.email,
      about_user_id: user.id,
    },
  });
  if (written === 'already') return (await userEntity.get(user.id))?.erasure_requested_at ?? requestedAt;
  return requestedAt;
}
