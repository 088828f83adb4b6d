import { unavailable } from '../errors';

interface AwsError {
  name?: string;
  CancellationReasons?: ({ Code?: string } | undefined)[];
}

const TRANSIENT = new Set([
  'TransactionConflict',
  'TransactionConflictException',
  'ThrottlingException',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionInProgressException',
]);

export type Failure = { kind: 'condition'; index: number } | { kind: 'transient' } | { kind: 'other' };

/**
 * What a failed DynamoDB call means. A refused condition (a single write, or the item `index` of
 * a transaction) is a business answer; a transaction conflict or throttling is worth a retry;
 * anything else is a bug.
 */
export function classify(error: unknown): Failure {
  const err = (error ?? {}) as AwsError;
  if (err.name === 'ConditionalCheckFailedException') return { kind: 'condition', index: 0 };
  if (err.name === 'TransactionCanceledException') {
    const codes = (err.CancellationReasons ?? []).map((r) => r?.Code ?? 'None');
    const refused = codes.indexOf('ConditionalCheckFailed');
    if (refused >= 0) return { kind: 'condition', index: refused };
    if (codes.some((code) => TRANSIENT.has(code))) return { kind: 'transient' };
    return { kind: 'other' };
  }
  return err.name && TRANSIENT.has(err.name) ? { kind: 'transient' } : { kind: 'other' };
}

const MAX_ATTEMPTS = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a DynamoDB call, retrying transient failures with jittered backoff; past the last
 * attempt the caller gets a 503 `unavailable` instead of a misleading answer.
 */
export async function withRetry<T>(send: () => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (classify(error).kind !== 'transient') throw error;
      if (attempt >= attempts) throw unavailable();
      await pause(Math.random() * 25 * 2 ** attempt);
    }
  }
}

/**
 * A single write whose refused condition is an answer: `onRefused()` gives it. A transaction
 * names the refusal of each of its items instead (transaction.ts).
 */
export async function unlessRefused<T, R>(write: () => Promise<T>, onRefused: () => R): Promise<T | R> {
  try {
    return await write();
  } catch (error) {
    if (classify(error).kind === 'condition') return onRefused();
    throw error;
  }
}
