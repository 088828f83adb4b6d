import type { PageWalk, Totals } from '../lib/db/page-walk';
import type { Item } from '../lib/db/table';
import { clearCheckpoint, loadCheckpoint, saveCheckpoint } from './job-checkpoint-repository';
import { STOP_MARGIN_MS, type JobClock } from './job-clock';

/** A job's walks in the order they run, each with a name its checkpoint records. */
export type NamedWalks = readonly (readonly [name: string, walk: PageWalk])[];

/** Where a run resumes: the walk and the key its next page starts from, with the totals so far. */
export interface ResumePoint {
  totals: Totals;
  walk?: string;
  start?: Item;
}

/** The walk and key a checkpoint names (no key: the walk starts at its beginning). */
const positionOf = (text: string | undefined): { walk: string; start?: Item } | undefined => {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && 'walk' in value && typeof value.walk === 'string'
      ? (value as { walk: string; start?: Item })
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where the job's last run stopped, or a fresh start when it finished (no checkpoint) or its
 * checkpoint names a walk the job no longer has (its totals would not fit the walks).
 */
export async function resumePoint(job: string, names: readonly string[]): Promise<ResumePoint> {
  const saved = await loadCheckpoint(job);
  const position = positionOf(saved?.start_after);
  if (!saved || !position || !names.includes(position.walk)) return { totals: {} };
  return { totals: { ...saved.totals }, ...position };
}

/**
 * Runs the walks from `point` (each adds to `point.totals`). Near the Lambda's timeout, after a
 * page, it stores where the work goes on (the walk's next page, or the next walk) and answers
 * false: the next run resumes there with the same totals. At the end it clears the checkpoint
 * and answers true.
 */
export async function runWalks(job: string, walks: NamedWalks, point: ResumePoint, clock: JobClock): Promise<boolean> {
  const from = Math.max(0, point.walk ? walks.findIndex(([name]) => name === point.walk) : 0);
  let start = point.start;
  for (let index = from; index < walks.length; index++) {
    const [name, walk] = walks[index] ?? [];
    if (!walk) break;
    for await (const next of walk(start, point.totals)) {
      const goesOn = next ? name : walks[index + 1]?.[0];
      if (goesOn && clock.getRemainingTimeInMillis() < STOP_MARGIN_MS) {
        await saveCheckpoint(job, { start_after: JSON.stringify({ walk: goesOn, start: next }), totals: point.totals });
        return false;
      }
    }
    start = undefined;
  }
  await clearCheckpoint(job);
  return true;
}
