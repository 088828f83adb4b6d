import * as z from 'zod/mini';
import { cursorSchema, pageLimitSchema } from '../api/paging';
import { calendarDaySchema, orderedPeriod, PERIOD_INVALID } from '../schema/calendar-day';

/** The stable codes of what an administrator changed (docs/decisions/021-audit-trail.md). */
export const auditActions = [
  'order.status',
  'order.price',
  'order.payment',
  'order.delivery',
  'order.delete',
  'sav.answer',
  'client.create',
  'client.approve',
  'client.edit',
  'client.status',
  'client.delete',
  'client.logo',
  'admin.create',
  'admin.edit',
  'admin.delete',
  'account.unlock',
  'account.sessions',
  'discount.set',
  'discount.delete',
  'partner.create',
  'partner.rename',
  'partner.delete',
  'partner.logo',
  'catalog.category.create',
  'catalog.category.rename',
  'catalog.category.delete',
  'catalog.service.create',
  'catalog.service.edit',
  'catalog.service.delete',
  'invoice.issue',
  'invoice.credit',
  'credits.billing',
  'credits.adjust',
  'credits.pack.create',
  'credits.pack.edit',
  'settings.update',
  'settings.invoicing',
  'settings.security',
  'terms.update',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The families of actions the 'Historique' page filters by (the code before its first dot). */
export const auditFamilies = ['order', 'sav', 'client', 'admin', 'account', 'discount', 'partner', 'catalog', 'invoice', 'credits', 'settings', 'terms'] as const;
export type AuditFamily = (typeof auditFamilies)[number];

/** The fields an entry records before and after the change (only those that changed). */
export const auditValuesSchema = z.record(z.string(), z.unknown());
export type AuditValues = z.infer<typeof auditValuesSchema>;

/** One entry as an administrator reads it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(auditActions),
  actor: z.object({ id: z.string(), name: z.string() }),
  order_id: z.nullable(z.string()),
  client_id: z.nullable(z.string()),
  /** What the entry is about, in words (an order's plate, a client's company). */
  subject: z.string(),
  before: auditValuesSchema,
  after: auditValuesSchema,
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The actions a client sees on its own order's timeline. */
export const clientTimelineActions = ['order.status', 'order.delivery', 'sav.answer'] as const satisfies readonly AuditAction[];

/** One step of a client's order timeline: no administrator, no address. */
export const timelineEntrySchema = z.extend(
  z.pick(auditEntrySchema, { id: true, at: true, before: true, after: true }),
  {
    action: z.enum(clientTimelineActions),
  },
);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A real calendar day (2026-13-45 is refused), or blank for none. */
const dateSchema = z.union([
  z.optional(calendarDaySchema),
  z.pipe(
    z.literal(''),
    z.transform(() => undefined),
  ),
]);

/** `?cursor=&actor=&action=&from=&to=&limit=` of the 'Historique' list. */
export const auditListQuery = z.object({
  limit: pageLimitSchema,
  cursor: cursorSchema,
  actor: z.optional(z.string().check(z.maxLength(100, 'Administrateur invalide'))),
  action: z.union([
    z.optional(z.enum([...auditFamilies, ...auditActions], { error: "Type d'action invalide" })),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  from: dateSchema,
  to: dateSchema,
}).check(z.refine(orderedPeriod, PERIOD_INVALID));
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** `?cursor=&limit=` of an order's or a client's entries. */
export const auditPageQuery = z.object({ limit: pageLimitSchema, cursor: cursorSchema });
export type AuditPageQuery = z.infer<typeof auditPageQuery>;
