import { table } from '../lib/db/table';
import { epochSeconds, nowIso } from '../lib/db/keys';
import { jobCheckpointEntity, type JobCheckpoint } from './job-checkpoint-record';

const CHECKPOINT_TTL_MS = 7 * 24 * 3600_000;

export async function loadCheckpoint(job: string): Promise<JobCheckpoint | undefined> {
  return jobCheckpointEntity.get(job);
}

/** Replaces the job's checkpoint (one run at a time: the schedule never overlaps a run). */
export async function saveCheckpoint(job: string, position: Pick<JobCheckpoint, 'start_after' | 'totals'>): Promise<void> {
  const checkpoint: JobCheckpoint = {
    job,
    ...position,
    saved_at: nowIso(),
    expires_at: epochSeconds(new Date(Date.now() + CHECKPOINT_TTL_MS)),
  };
  await table.put({ Item: jobCheckpointEntity.item(checkpoint) });
}

/** The walk is over: the next run starts from the beginning. */
export async function clearCheckpoint(job: string): Promise<void> {
  await table.delete({ Key: jobCheckpointEntity.key(job) });
}
