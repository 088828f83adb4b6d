import { invalid } from '../lib/errors';
import type { WorkshopCalendar } from '@app/shared/workshop/schedule';
import {
  currentStatus,
  OVERRIDE_MAX_DAYS,
  workshopMessages,
  type StatusOverrideInput,
  type WorkshopAdminAnswer,
  type WorkshopAnswer,
} from '@app/shared/workshop/status';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { getWorkshop, saveWorkshopAfter, type WorkshopRecord } from '../settings-data/workshop-repository';

const DAY_MS = 86_400_000;

const adminAnswer = (record: WorkshopRecord, now = new Date()): WorkshopAdminAnswer => ({
  ...currentStatus(record.calendar, record.override ?? undefined, now),
  override: record.override,
});

/** GET /api/workshop: the status now, computed from the hours unless an administrator's choice holds. */
export async function readWorkshopStatus(now = new Date()): Promise<WorkshopAnswer> {
  const { record } = await getWorkshop();
  return currentStatus(record.calendar, record.override ?? undefined, now);
}

/** GET /api/admin/workshop. */
export const readWorkshopAdmin = async (): Promise<WorkshopAdminAnswer> => adminAnswer((await getWorkshop()).record);

/** PUT /api/admin/workshop: the hours and closures, checked by the contract, audited. */
export async function saveWorkshopCalendar(calendar: WorkshopCalendar, context: AuditContext): Promise<WorkshopAdminAnswer> {
  const seen = await getWorkshop();
  const audit = auditWrites(context, {
    action: 'settings.workshop',
    subject: "Horaires de l'atelier",
    before: { calendar: JSON.stringify(seen.record.calendar) },
    after: { calendar: JSON.stringify(calendar) },
  });
  return adminAnswer(await saveWorkshopAfter(seen, { calendar }, audit));
}

/** PUT /api/admin/workshop/status: a status until an instant to come (at most OVERRIDE_MAX_DAYS ahead). */
export async function chooseWorkshopStatus(input: StatusOverrideInput, context: AuditContext, now = new Date()): Promise<WorkshopAdminAnswer> {
  const until = new Date(input.until);
  if (until <= now) throw invalid(workshopMessages.until);
  if (until.getTime() - now.getTime() > OVERRIDE_MAX_DAYS * DAY_MS) throw invalid(workshopMessages.untilTooFar);
  return saveOverride({ status: input.status, message: input.message, until: until.toISOString() }, context);
}

/** DELETE /api/admin/workshop/status: back to the hours' status. */
export const clearWorkshopStatus = (context: AuditContext): Promise<WorkshopAdminAnswer> => saveOverride(null, context);

async function saveOverride(override: WorkshopRecord['override'], context: AuditContext): Promise<WorkshopAdminAnswer> {
  const seen = await getWorkshop();
  const audit = auditWrites(context, {
    action: 'settings.workshop_status',
    subject: "Statut de l'atelier",
    before: seen.record.override ? { ...seen.record.override } : {},
    after: override ? { ...override } : {},
  });
  return adminAnswer(await saveWorkshopAfter(seen, { override }, audit));
}
