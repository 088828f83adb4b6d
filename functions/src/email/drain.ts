import { randomUUID } from 'node:crypto';
import { epochSeconds } from '../lib/db/keys';
import { queryFirst } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import { logger } from '../lib/logger';
import type { UserRecord } from '../users/user-record';
import { getUser } from '../users/user-repository';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, nextAttempt } from './backoff';
import { emailEnv, type EmailEnv } from './config';
import { sendMail } from './mailer';
import { outboxEntity, outboxKeys, type OutboxRecord } from './outbox-record';
import { maskAddress, renderMail } from './render';

/** Settled items stay readable this long (support questions), then expire. */
const KEEP_DONE_DAYS = 30;
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

/** Pending mails due at `now`, oldest first: one Query of the sparse queue index. */
async function dueMails(now: Date, limit: number): Promise<OutboxRecord[]> {
  const items = await queryFirst(
    keyConditions.upTo(outboxKeys.queue('', '').gsi3pk, `${now.toISOString()}#\uffff`, 'gsi3'),
    limit,
  );
  return outboxEntity.parseAll(items);
}

/**
 * Takes a mail for this drain: a conditional write on the state that was read, so of two drains
 * seeing the same mail only one sends it. The claim moves it out of the due range for the lease.
 */
function claim(mail: OutboxRecord, now: Date): Promise<OutboxRecord | undefined> {
  const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  return outboxEntity.update(outboxEntity.keyOf(mail), {
    set: { claim: randomUUID(), attempts: mail.attempts + 1, next_attempt_at: leaseEnd, ...outboxKeys.queue(leaseEnd, mail.id) },
    condition: {
      expression: '#status = :pending AND next_attempt_at = :seen_due AND attempts = :seen_attempts',
      names: { '#status': 'status' },
      values: { ':pending': 'pending', ':seen_due': mail.next_attempt_at, ':seen_attempts': mail.attempts },
    },
  });
}

type Outcome = { status: 'sent' | 'skipped' | 'failed'; reason?: string } | { status: 'pending'; at: Date; reason: string };

/** Writes the outcome of a claimed mail, only while this drain still holds it. */
async function settle(mail: OutboxRecord, outcome: Outcome, now: Date): Promise<void> {
  const owned = { expression: 'claim = :claim', values: { ':claim': mail.claim } };
  if (outcome.status === 'pending') {
    const due = outcome.at.toISOString();
    await outboxEntity.update(outboxEntity.keyOf(mail), {
      set: { claim: null, next_attempt_at: due, last_error: outcome.reason, ...outboxKeys.queue(due, mail.id) },
      condition: owned,
    });
    return;
  }
  await outboxEntity.update(outboxEntity.keyOf(mail), {
    set: {
      status: outcome.status,
      claim: null,
      done_at: now.toISOString(),
      last_error: outcome.reason ?? null,
      expires_at: epochSeconds(new Date(now.getTime() + KEEP_DONE_DAYS * 86_400_000)),
    },
    remove: ['gsi3pk', 'gsi3sk'],
    condition: owned,
  });
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
