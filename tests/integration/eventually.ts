import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls until `check` holds: for what the table's stream does after a call has answered (the
 * push channel, the administrators' 'Nouvelle commande'). The local stream is read as soon as
 * the gateway answers a write, so this is usually a few tens of milliseconds.
 */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(25);
  }
}
