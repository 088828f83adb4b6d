import type { AuditAction } from '@app/shared/audit/schemas';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import { orderSubject, type OrderRecord } from '../order-data/order-record';
import type { OrderAudit } from './order-writes';

export { orderSubject };

/**
 * The audit entry of an administrator's change of an order: the named fields that changed, and
 * what the change notes with them (`noted`, in `after`: a forced status's reason).
 */
export const orderAudit =
  (context: AuditContext, action: AuditAction, fields: readonly (keyof OrderRecord & string)[]): OrderAudit =>
  (before, after, now, noted) => {
    const changed = changedFields(before, after, fields);
    return auditWrites(context, {
      action,
      orderId: before.id,
      clientId: before.client_id,
      subject: orderSubject(before),
      before: changed.before,
      after: { ...changed.after, ...noted },
      at: now,
    });
  };

/** The entry of a delivered file: its version and name, and the file it replaced ('sav' only). */
export const deliveryAudit =
  (context: AuditContext, version: string, filename: string): OrderAudit =>
  (before, _after, now) => {
    const replaced = before.files[version];
    return auditWrites(context, {
      action: version === 'sav' ? 'sav.answer' : 'order.delivery',
      orderId: before.id,
      clientId: before.client_id,
      subject: orderSubject(before),
      before: replaced ? { version, filename: replaced.filename } : {},
      after: { version, filename },
      at: now,
    });
  };
