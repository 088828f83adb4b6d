import { passwordChangeMessages as m, type PasswordChangeInput } from '@app/shared/auth/password-change';
import { ACCOUNT_DISABLED } from '../lib/auth/authenticate';
import { hashPassword, verifyPassword } from '../lib/auth/passwords';
import { verifyPasswordChangeToken } from '../lib/auth/tokens';
import { forbidden, unauthorized, unprocessable } from '../lib/errors';
import { writeSecurityLog } from '../security/security-log-repository';
import { getUser, replaceRequiredPassword } from '../users/user-repository';
import { refuseBlockedAddress } from './address-limit';
import { afterPassword } from './login';
import type { Device } from '../users/refresh-token-repository';

/**
 * POST /api/auth/password: the new password of an account that had to change it (the deployed
 * first administrator's generated one, or one an administrator set: accounts/admin-users.ts). Its token comes from the sign-in that proved the old
 * password; the change is conditional on the flag, so the step works once. Then the sign-in goes
 * on as after a password: tokens, or the second factor's step.
 */
export async function changeRequiredPassword(input: PasswordChangeInput, device: Device) {
  await refuseBlockedAddress(device.address);
  const claims = await verifyPasswordChangeToken(input.password_token).catch(() => {
    throw unauthorized(m.stepExpired);
  });
  const user = await getUser(claims.sub);
  if (!user?.must_change_password) throw unauthorized(m.stepExpired);
  if (user.status === 'disabled') throw forbidden(ACCOUNT_DISABLED);
  if (await verifyPassword(input.new_password, user.password_hash)) throw unprocessable(m.samePassword);
  const changed = await replaceRequiredPassword(user.id, await hashPassword(input.new_password));
  if (!changed) throw unauthorized(m.stepExpired);
  await writeSecurityLog('info', 'password_reset', 'Mot de passe provisoire remplacé à la connexion', user.email);
  return afterPassword(changed, device);
}
