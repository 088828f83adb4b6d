import * as z from 'zod/mini';
import { auditEntrySchema, type AuditEntry } from '@app/shared/audit/schemas';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/** One audit entry as stored: created once (attribute_not_exists), never updated, no TTL. */
export const auditEntity = defineEntity({
  type: 'audit',
  // The entry as answered, its actor flat (`actor_id`, `actor_name` at the time).
  schema: z.extend(z.omit(auditEntrySchema, { actor: true }), { actor_id: z.string(), actor_name: z.string() }),
  key: (id: string) => keys.audit(id),
  keyOf: (entry) => keys.audit(entry.id),
  indexes: (entry) => ({
    ...indexKeys.auditAll(entry.at, entry.id),
    ...indexKeys.auditByActor(entry.actor_id, entry.at, entry.id),
    ...(entry.order_id ? indexKeys.auditByOrder(entry.order_id, entry.at, entry.id) : {}),
    ...(entry.client_id ? indexKeys.auditByClient(entry.client_id, entry.at, entry.id) : {}),
  }),
});

export type AuditRecord = z.infer<typeof auditEntity.schema>;

export const toAuditEntry = (record: AuditRecord): AuditEntry => ({
  id: record.id,
  at: record.at,
  action: record.action,
  actor: { id: record.actor_id, name: record.actor_name },
  order_id: record.order_id,
  client_id: record.client_id,
  subject: record.subject,
  before: record.before,
  after: record.after,
  address: record.address,
});
