import * as z from 'zod/mini';
import { workshopCalendarSchema } from '@app/shared/workshop/schedule';
import { statusOverrideSchema } from '@app/shared/workshop/status';
import { defineEntity } from '../lib/db/entity';
import { keys, nowIso } from '../lib/db/keys';
import { conflict } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { unchangedSince } from './settings-repository';

/** The workshop's clock (issue 42): one item beside the settings, absent until first saved. */
export const workshopEntity = defineEntity({
  type: 'workshop',
  schema: z.object({
    calendar: z._default(workshopCalendarSchema, { schedule: workshopCalendarSchema.shape.schedule.parse({}), closures: [] }),
    override: z._default(z.nullable(statusOverrideSchema), null),
    updated_at: z.optional(z.string()),
  }),
  key: () => keys.workshop(),
  keyOf: () => keys.workshop(),
});
export type WorkshopRecord = z.infer<typeof workshopEntity.schema>;

export const WORKSHOP_CHANGED = "Les horaires de l'atelier ont été modifiés entre-temps. Rechargez et réessayez.";

/** The workshop item (one GetItem), its defaults when never saved. */
export async function getWorkshop(): Promise<{ record: WorkshopRecord; seen: boolean }> {
  const record = await workshopEntity.get();
  return record ? { record, seen: true } : { record: workshopEntity.schema.parse({}), seen: false };
}

/** Writes the workshop item as changed from what was read, with `more` (its audit entry): 409 when another save came in between. */
export async function saveWorkshopAfter(
  seen: { record: WorkshopRecord; seen: boolean },
  changes: Partial<Pick<WorkshopRecord, 'calendar' | 'override'>>,
  more: readonly TransactionItem[],
): Promise<WorkshopRecord> {
  const updatedAt = nowIso();
  const condition = unchangedSince(seen.seen ? seen.record : undefined);
  const update = workshopEntity.updateItem(
    workshopEntity.key(),
    { set: { type: workshopEntity.type, ...changes, updated_at: updatedAt }, upsert: true, condition },
    () => conflict(WORKSHOP_CHANGED),
  );
  await transact([update, ...more]);
  return { ...seen.record, ...changes, updated_at: updatedAt };
}
