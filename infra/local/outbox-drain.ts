import { drainOutbox } from '@app/functions/email/drain';

/**
 * The local stand-in for the cloud's every-minute send-emails job: drains the outbox every few
 * seconds (never two drains at once), so a mail reaches the local mailbox soon after its event.
 */
export function startOutboxDrain(everyMs: number): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= drainOutbox()
      .catch((error: unknown) => console.error('outbox drain failed:', error instanceof Error ? error.message : error))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
