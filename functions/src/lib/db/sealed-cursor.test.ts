import { afterEach, describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { CURSOR_INVALID, openCursor, sealCursor } from './sealed-cursor';

const refused = (raw: string, list: string) => {
  try {
    openCursor(raw, list);
  } catch (error) {
    return error instanceof DomainError && error.kind === 'invalid' && error.detail === CURSOR_INVALID;
  }
  return false;
};

describe('sealed cursors', () => {
  const before = process.env.CURSOR_SECRET;
  afterEach(() => {
    if (before === undefined) delete process.env.CURSOR_SECRET;
    else process.env.CURSOR_SECRET = before;
  });

  it('open on their own list only, and show nothing of what they hold', () => {
    process.env.CURSOR_SECRET = 'a-secret';
    const value = [{ pk: 'ORDER#1', sk: 'ORDER', gsi3pk: 'CLIENT#a', gsi3sk: '2026#1' }, 'end'];
    const cursor = sealCursor(value, 'gsi3:CLIENT#a');
    expect(openCursor(cursor, 'gsi3:CLIENT#a')).toEqual(value);
    // Quoted key names and values: a chance match in the random bytes is out of reach.
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toMatch(/"pk"|"sk"|"gsi|ORDER#1|CLIENT#a/);
    expect(refused(cursor, 'gsi3:CLIENT#b')).toBe(true);
  });

  it('refuses a tampered, truncated, foreign or oversized cursor', () => {
    process.env.CURSOR_SECRET = 'a-secret';
    const cursor = sealCursor({ at: 1 }, 'list');
    const bytes = Buffer.from(cursor, 'base64url');
    bytes[bytes.length - 20]! ^= 1;
    expect(refused(bytes.toString('base64url'), 'list')).toBe(true);
    expect(refused(cursor.slice(0, 30), 'list')).toBe(true);
    expect(refused(Buffer.from(JSON.stringify({ at: 1 })).toString('base64url'), 'list')).toBe(true);
    expect(refused('x'.repeat(5000), 'list')).toBe(true);
    expect(refused('%%%', 'list')).toBe(true);
    process.env.CURSOR_SECRET = 'another-secret';
    expect(refused(cursor, 'list')).toBe(true);
  });

  it('is required in production', () => {
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.CURSOR_SECRET;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => sealCursor(1, 'list')).toThrow(/CURSOR_SECRET/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
