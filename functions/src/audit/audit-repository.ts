import {
  auditActions,
  clientTimelineActions,
  type AuditEntry,
  type AuditListQuery,
  type AuditPageQuery,
  type TimelineEntry,
} from '@app/shared/audit/schemas';
import type { Filter } from '../lib/db/filters';
import { indexKeys } from '../lib/db/keys';
import { readPage, type Partition } from '../lib/db/pages';
import { auditEntity, toAuditEntry } from './audit-record';

/** A page of entries, newest first. */
async function entriesPage(partition: Partition, query: AuditPageQuery, filter?: Filter) {
  const page = await readPage([partition], { limit: query.limit, cursor: query.cursor, filter });
  return { entries: auditEntity.parseAll(page.items).map(toAuditEntry), nextCursor: page.nextCursor };
}

/** Keeps the entries of one action, or of a family ('order' keeps 'order.status', 'order.price'...). */
function actionFilter(action: string | undefined): Filter | undefined {
  if (!action) return undefined;
  // `action` is a reserved word of DynamoDB expressions: the filter names it.
  const names = { '#action': 'action' };
  if ((auditActions as readonly string[]).includes(action)) return { expression: '#action = :action', values: { ':action': action }, names };
  return { expression: 'begins_with(#action, :action)', values: { ':action': `${action}.` }, names };
}

/**
 * The period as a range of `{at}#{id}` sort keys (whole UTC days, both included). A key value
 * may not be empty: `to` alone starts at the first possible day.
 */
const periodOf = (from?: string, to?: string): Partition['sk'] =>
  from || to ? { from: from ?? '0000-01-01', to: `${to ?? '9999-12-31'}T~` } : undefined;

/**
 * GET /api/admin/audit: one administrator's entries (gsi2) or the whole business's (gsi1), the
 * period as a range of the sort key, the action as a bounded filter of that one Query.
 */
export async function auditList(query: AuditListQuery): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const partition: Partition = query.actor
    ? { index: 'gsi2', pk: indexKeys.auditByActor(query.actor, '', '').gsi2pk }
    : { index: 'gsi1', pk: indexKeys.auditAll('', '').gsi1pk };
  const sk = periodOf(query.from, query.to);
  return entriesPage({ ...partition, ...(sk ? { sk } : {}) }, query, actionFilter(query.action));
}

/** One order's entries, newest first. */
export const orderAudit = (orderId: string, query: AuditPageQuery) =>
  entriesPage({ index: 'gsi3', pk: indexKeys.auditByOrder(orderId, '', '').gsi3pk }, query);

/** One client's entries (its orders' included), newest first. */
export const clientAudit = (clientId: string, query: AuditPageQuery) =>
  entriesPage({ index: 'gsi4', pk: indexKeys.auditByClient(clientId, '', '').gsi4pk }, query);

/** What a client's timeline leaves out of a step: an administrator's reason for a forced « Terminé ». */
const withoutOverride = ({ override_reason: _reason, ...after }: TimelineEntry['after']): TimelineEntry['after'] => after;

/** A client's steps of an order: the status changes and deliveries, without who nor from where. */
export async function orderTimeline(orderId: string, query: AuditPageQuery): Promise<{ entries: TimelineEntry[]; nextCursor?: string }> {
  const values = Object.fromEntries(clientTimelineActions.map((action, i) => [`:a${i}`, action]));
  const filter = { expression: `#action IN (${Object.keys(values).join(', ')})`, values, names: { '#action': 'action' } };
  const page = await entriesPage({ index: 'gsi3', pk: indexKeys.auditByOrder(orderId, '', '').gsi3pk }, query, filter);
  const entries = page.entries.flatMap(({ id, at, action, before, after }): TimelineEntry[] =>
    (clientTimelineActions as readonly string[]).includes(action) ? [{ id, at, action: action as TimelineEntry['action'], before, after: withoutOverride(after) }] : [],
  );
  return { entries, nextCursor: page.nextCursor };
}
