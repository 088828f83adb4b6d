import { describe, expect, it } from 'vitest';
import { accountLockedMessage, addressBlockedMessage, isLockedAt, lockDurationMs, minutesLeft } from './lockout';

const policy = { baseMs: 60_000, maxMs: 3_600_000 };

describe('lockout backoff', () => {
  it('does not lock before the fifth failure in a row', () => {
    for (const failures of [0, 1, 4]) expect(lockDurationMs(failures, policy)).toBe(0);
  });

  it('locks a minute at the fifth failure, then doubles per failure up to the hour', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12].map((f) => lockDurationMs(f, policy) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(lockDurationMs(10_000, policy)).toBe(3_600_000);
  });

  it('holds a lock only until its end', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    expect(isLockedAt('2026-01-01T10:00:30.000Z', now)).toBe(true);
    expect(isLockedAt('2026-01-01T10:00:00.000Z', now)).toBe(false);
    expect(isLockedAt(null, now)).toBe(false);
  });

  it('says when to try again, rounded up to the minute', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    expect(minutesLeft(now + 1000, now)).toBe('1 minute');
    expect(minutesLeft(now + 61_000, now)).toBe('2 minutes');
    expect(accountLockedMessage('2026-01-01T10:04:00.000Z', now)).toBe(
      "Compte verrouillé après plusieurs tentatives de connexion échouées. Réessayez dans 4 minutes ou contactez l'administration pour le débloquer.",
    );
    expect(addressBlockedMessage(now + 900_000, now)).toBe(
      'Trop de tentatives de connexion échouées depuis votre adresse. Réessayez dans 15 minutes.',
    );
  });
});
