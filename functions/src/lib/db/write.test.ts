import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { classify, unlessRefused, withRetry } from './write';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const named = (name: string) => Object.assign(new Error(name), { name });

describe('classify', () => {
  it('tells a refused condition, with the index of the refused transaction item', () => {
    expect(classify(named('ConditionalCheckFailedException'))).toEqual({ kind: 'condition', index: 0 });
    expect(classify(cancelled('None', 'ConditionalCheckFailed'))).toEqual({ kind: 'condition', index: 1 });
  });

  it('tells a transaction conflict or throttling from a refused condition', () => {
    expect(classify(cancelled('TransactionConflict', 'None'))).toEqual({ kind: 'transient' });
    expect(classify(named('ProvisionedThroughputExceededException'))).toEqual({ kind: 'transient' });
    expect(classify(named('ThrottlingException'))).toEqual({ kind: 'transient' });
  });

  it('leaves anything else to the caller', () => {
    expect(classify(named('ValidationException'))).toEqual({ kind: 'other' });
    expect(classify(cancelled('ValidationError'))).toEqual({ kind: 'other' });
    expect(classify(undefined)).toEqual({ kind: 'other' });
  });
});

describe('withRetry', () => {
  it('retries a transient failure and answers once it goes through', async () => {
    let calls = 0;
    const result = await withRetry(async () => {
      calls++;
      if (calls < 3) throw cancelled('TransactionConflict');
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('turns a lasting conflict into a 503 unavailable, never a conflict', async () => {
    let calls = 0;
    const error = await withRetry(async () => {
      calls++;
      throw cancelled('TransactionConflict');
    }, 3).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('unavailable');
    expect((error as DomainError).detail).toBe('Service momentanément indisponible, veuillez réessayer.');
  });

  it('does not retry a refused condition', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw named('ConditionalCheckFailedException');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('unlessRefused', () => {
  it('answers a refused condition with the fallback and passes other errors through', async () => {
    expect(await unlessRefused(() => Promise.reject(named('ConditionalCheckFailedException')), () => 'refused')).toBe('refused');
    await expect(unlessRefused(() => Promise.reject(named('ValidationException')), () => 'x')).rejects.toThrow(
      'ValidationException',
    );
  });
});
