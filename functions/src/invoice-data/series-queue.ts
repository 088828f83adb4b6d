/** The last task queued for each key in this process (settled or not). */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` once the tasks queued before it under `key` in this process have settled. Issues
 * of one series handled by one process (the local gateway serves every request in one; a Lambda
 * instance serves one at a time, so there it changes nothing) then take numbers in turn instead
 * of racing for each one: the conditional counter and its retries still settle the races between
 * processes (decision 019).
 */
export function queued<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
