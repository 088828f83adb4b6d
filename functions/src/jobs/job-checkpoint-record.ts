import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * Where a job's walk stopped near its timeout: the last key fully dealt with (the next run lists
 * from there) and its running totals. Expires by TTL (expires_at, epoch seconds): a walk left
 * alone for a week starts afresh.
 */
export const jobCheckpointEntity = defineEntity({
  type: 'job_checkpoint',
  schema: z.object({
    job: z.string(),
    start_after: z.optional(z.string()),
    totals: z.record(z.string(), z.number()),
    saved_at: z.string(),
    expires_at: z.number(),
  }),
  key: (job: string) => keys.jobState(job),
  keyOf: (checkpoint) => keys.jobState(checkpoint.job),
});

export type JobCheckpoint = z.infer<typeof jobCheckpointEntity.schema>;
