import { drainOutbox } from '../email/drain';
import { logger } from '../lib/logger';

/** Leaves room before the Lambda's own timeout (registry: 60 s) to settle the mail in hand. */
const BUDGET_MS = 45_000;

/** Every minute: sends the e-mails queued in the outbox (functions/src/email). */
export const handler = async () => {
  const result = await drainOutbox({ limit: 200, deadline: Date.now() + BUDGET_MS });
  if (result.sent + result.skipped + result.retried + result.failed > 0) logger.info('outbox drained', { ...result });
  return result;
};
