import { deleteClientDiscounts } from '../price-list/discount-repository';
import { deleteLogo } from '../logos/logo-file';
import type { UserRecord } from '../users/user-record';

/**
 * What goes with a deleted client account, after the account itself: its discounts and its
 * logo. Its orders stay as business records. Best effort: what a failure leaves
 * sits under a key no one reaches any more.
 */
export async function deleteClientData(user: UserRecord): Promise<void> {
  if (user.role !== 'client') return;
  await Promise.all([deleteClientDiscounts(user.id).catch(() => undefined), deleteLogo(user.logo_key)]);
}
