import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, AuditValues } from '@app/shared/audit/schemas';
import { nowIso } from '../lib/db/keys';
import type { TransactionItem } from '../lib/db/transaction';
import { clientAddress } from '../lib/http/client-address';
import { auditEntity } from './audit-record';

/** Who made a change and from where: built by the route handler, passed down to the write. */
export interface AuditContext {
  actor: { id: string; name: string };
  address: string;
}

/** The administrator's name at the time of the change (the entry keeps it when the account goes). */
export const actorOf = (user: { id: string; first_name: string; last_name: string; email: string }) => ({
  id: user.id,
  name: `${user.first_name} ${user.last_name}`.trim() || user.email,
});

/** The context of a route handler's change: its signed-in administrator and the caller's address. */
export const auditContextOf = (
  user: Parameters<typeof actorOf>[0],
  event: Parameters<typeof clientAddress>[0],
): AuditContext => ({ actor: actorOf(user), address: clientAddress(event) });

/** What changed: the named fields whose values differ, before and after (null for an absent value). */
export function changedFields<T extends object>(
  before: T | undefined,
  after: T | undefined,
  fields: readonly (keyof T & string)[],
): { before: AuditValues; after: AuditValues } {
  const out = { before: {} as AuditValues, after: {} as AuditValues };
  for (const field of fields) {
    const [b, a] = [before?.[field] ?? null, after?.[field] ?? null];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    if (before) out.before[field] = b;
    if (after) out.after[field] = a;
  }
  return out;
}

export interface AuditChange {
  action: AuditAction;
  orderId?: string;
  clientId?: string;
  subject: string;
  before: AuditValues;
  after: AuditValues;
  /** The instant of the change (an order's updated_at), now when absent. */
  at?: string;
}

/**
 * The actions whose entry records an act (sessions ended, a lockout reset, a file delivered, a
 * logo uploaded), not only a difference of values: written even when before and after read the
 * same (a logo replaced by a file of the same name is still a new logo; an unlock also resets the
 * failed attempts, which the entry does not show).
 */
const ACTS: readonly AuditAction[] = ['account.sessions', 'account.unlock', 'order.delivery', 'order.auto_delivery', 'sav.answer', 'client.logo', 'partner.logo'];

/**
 * Whether a change deserves an entry (issue 36): an act always; a change of values only when
 * some value differs, so that saving a form unchanged writes no empty `{} → {}` entry.
 */
export const recordsChange = (change: Pick<AuditChange, 'action' | 'before' | 'after'>): boolean =>
  ACTS.includes(change.action) || !isDeepStrictEqual(change.before, change.after);

/**
 * The audit entry of a change, as the items of the change's own transaction: a refused change
 * writes no entry, a written one always has its entry, unless nothing changed (recordsChange):
 * then none. Its key is fresh: never refused.
 */
export function auditWrites(context: AuditContext, change: AuditChange): TransactionItem[] {
  if (!recordsChange(change)) return [];
  return [
    auditEntity.createItem({
      id: randomUUID(),
      at: change.at ?? nowIso(),
      action: change.action,
      actor_id: context.actor.id,
      actor_name: context.actor.name,
      order_id: change.orderId ?? null,
      client_id: change.clientId ?? null,
      subject: change.subject,
      before: change.before,
      after: change.after,
      address: context.address,
    }),
  ];
}
