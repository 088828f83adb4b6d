import { deleteClientDiscounts } from '../price-list/discount-repository';
import { deleteLogo } from '../logos/logo-file';
import { deletePrefix } from '../lib/files/objects';
import { uploadPrefix } from '../lib/files/upload-keys';
import type { UserRecord } from '../users/user-record';
import { administratorIds } from '../users/user-repository';
import {
  clientOrders,
  deleteAccountPartition,
  deleteMails,
  deleteSessions,
  deleteSupportThread,
  nextPseudonymNumber,
  pastIdentityValues,
  pseudonymizeAdminNotifications,
  pseudonymizeAudit,
  pseudonymizeOrder,
  pseudonymizeSecurityLogs,
  type Pseudonym,
} from '../privacy/erasure-repository';
import { personalValues, pseudonymOf } from '../privacy/pseudonymize';

/** What an erasure did, by kind (its audit entry records it). */
export interface ErasureCounts {
  orders: number;
  order_chats: number;
  audit_entries: number;
  security_logs: number;
  admin_notifications: number;
  support_messages: number;
  sessions: number;
  mails: number;
}

/** The pseudonym of a client about to be erased: a new number, and what it replaces. */
export async function pseudonymFor(user: UserRecord): Promise<Pseudonym & { orders: Awaited<ReturnType<typeof clientOrders>> }> {
  const [orders, past] = await Promise.all([clientOrders(user.id), pastIdentityValues(user.id)]);
  // Its fiscal identity and the values it had before (issue 36) go too: its vehicles' plates, its SIREN, its billing lines.
  const fiscal = [user.siren, user.vat_number, user.billing_address?.line1 ?? '', user.billing_address?.line2 ?? ''];
  return {
    userId: user.id,
    email: user.email,
    emails: [...new Set([user.email, ...past.filter((value) => value.includes('@'))])],
    name: pseudonymOf(await nextPseudonymNumber()),
    personal: personalValues(user, [...orders.map((o) => o.registration), ...fiscal, ...past]),
    orders,
  };
}

/**
 * Erasure that keeps the books (issue 24), before the account itself goes: its orders (kept as
 * business records, files until the retention job), the audit entries about it, the security
 * logs of its e-mail and the administrators' notifications about it get the pseudonym; its
 * orders' chats, its support thread and its sessions are deleted. Invoices keep the buyer.
 */
export async function pseudonymizeClient(p: Awaited<ReturnType<typeof pseudonymFor>>): Promise<ErasureCounts> {
  const admins = await administratorIds();
  let orders = 0;
  for (const order of p.orders) {
    if (await pseudonymizeOrder(order, p)) orders++;
    await deletePrefix(`orders/${order.id}/chat/`);
  }
  return {
    orders,
    order_chats: p.orders.length,
    audit_entries: await pseudonymizeAudit(p),
    security_logs: await pseudonymizeSecurityLogs(p),
    admin_notifications: await pseudonymizeAdminNotifications(admins, p),
    support_messages: await deleteSupportThread(p.userId, admins),
    sessions: await deleteSessions(p.userId),
    mails: await deleteMails(p.userId),
  };
}

/**
 * What goes with a deleted client account, after the account itself: what sat beside it (its
 * notifications, discounts, counters, exports), its logo, its export archives and its uploads
 * not yet placed. Best effort:
 * what a failure leaves sits under a key no one reaches any more.
 */
export async function deleteClientData(user: UserRecord): Promise<void> {
  if (user.role !== 'client') return;
  await Promise.all([
    deleteClientDiscounts(user.id).catch(() => undefined),
    deleteLogo(user.logo_key),
    deletePrefix(`exports/${user.id}/`),
    // Its uploads not yet placed in an order or a chat (their keys hold its file names).
    deletePrefix(uploadPrefix(user.id)),
  ]);
  await deleteAccountPartition(user.id);
}
