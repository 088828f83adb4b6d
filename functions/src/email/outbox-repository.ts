import { randomUUID } from 'node:crypto';
import { epochSeconds } from '../lib/db/keys';
import { queryFirst } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import { CLAIM_LEASE_MS } from './backoff';
import { outboxEntity, outboxKeys, type OutboxRecord } from './outbox-record';

/** Settled items stay readable this long (support questions), then expire. */
const KEEP_DONE_DAYS = 30;

/** Pending mails due at `now`, oldest first: one Query of the sparse queue index. */
export async function dueMails(now: Date, limit: number): Promise<OutboxRecord[]> {
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
export function claim(mail: OutboxRecord, now: Date): Promise<OutboxRecord | undefined> {
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

export type Outcome = { status: 'sent' | 'skipped' | 'failed'; reason?: string } | { status: 'pending'; at: Date; reason: string };

/** Writes the outcome of a claimed mail, only while this drain still holds it. */
export async function settle(mail: OutboxRecord, outcome: Outcome, now: Date): Promise<void> {
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
