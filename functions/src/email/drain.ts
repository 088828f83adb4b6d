import { logger } from '../lib/logger';
import type { UserRecord } from '../users/user-record';
import { getUser } from '../users/user-repository';
import { MAX_ATTEMPTS, nextAttempt } from './backoff';
import { emailEnv, type EmailEnv } from './config';
import { sendMail } from './mailer';
import type { OutboxRecord } from './outbox-record';
import { claim, dueMails, settle } from './outbox-repository';
import { maskAddress, renderMail } from './render';

/** After this many send failures in a row SES is taken as down: the rest waits for the next run. */
const FAILURES_TO_STOP = 3;

export interface DrainOptions {
  /** The drain's clock (tests move it to take a mail due later). */
  now?: Date;
  /** At most this many mails per run. */
  limit?: number;
  /** No new claim after this instant (the job's time budget). */
  deadline?: number;
}

export interface DrainResult {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** Why a mail must not go to this account now, if so (read at send time, not at queue time). */
function refusal(user: UserRecord | undefined): string | undefined {
  if (!user) return 'account_deleted';
  if (user.role !== 'client') return 'not_a_client';
  if (user.status !== 'approved') return 'account_not_approved';
  if (user.email_notifications === false) return 'opted_out';
  return undefined;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'UnknownError');

/** Sends one claimed mail; answers whether SES was reached. */
async function deliver(mail: OutboxRecord, config: EmailEnv, now: Date, result: DrainResult): Promise<boolean> {
  const user = await getUser(mail.recipient_id);
  const refused = refusal(user);
  if (refused || !user) {
    await settle(mail, { status: 'skipped', reason: refused }, now);
    result.skipped++;
    return true;
  }
  const rendered = renderMail({ kind: mail.kind, firstName: user.first_name, message: mail.message, orderId: mail.order_id }, config.PUBLIC_URL);
  try {
    await sendMail(config, user.email, rendered);
  } catch (error) {
    const reason = errorName(error);
    const at = nextAttempt(mail.attempts, now);
    if (at) {
      logger.warn('e-mail not sent, will retry', { outbox_id: mail.id, kind: mail.kind, attempts: mail.attempts, error: reason });
      await settle(mail, { status: 'pending', at, reason }, now);
      result.retried++;
    } else {
      logger.error('e-mail given up', { outbox_id: mail.id, kind: mail.kind, attempts: mail.attempts, to: maskAddress(user.email), error: reason });
      await settle(mail, { status: 'failed', reason }, now);
      result.failed++;
    }
    return false;
  }
  await settle(mail, { status: 'sent' }, now);
  result.sent++;
  return true;
}

/**
 * Drains the outbox once: claims each due mail, reads its recipient's account, renders and sends
 * it, then marks it sent (or skipped: account gone, not approved, e-mails turned off); a failure
 * is retried with backoff up to MAX_ATTEMPTS, then given up with a log line.
 */
export async function drainOutbox(options: DrainOptions = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const config = emailEnv();
  const result: DrainResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  let failuresInARow = 0;
  for (const seen of await dueMails(now, options.limit ?? 100)) {
    if (failuresInARow >= FAILURES_TO_STOP || (options.deadline && Date.now() > options.deadline)) break;
    try {
      const mail = await claim(seen, now);
      if (!mail) continue; // another drain has it
      if (mail.attempts > MAX_ATTEMPTS) {
        // A drain that crashed holding it too often: give up rather than loop.
        await settle(mail, { status: 'failed', reason: 'too_many_claims' }, now);
        result.failed++;
        continue;
      }
      failuresInARow = (await deliver(mail, config, now, result)) ? 0 : failuresInARow + 1;
    } catch (error) {
      logger.error('outbox item not processed', { outbox_id: seen.id, error: errorName(error) });
    }
  }
  return result;
}
