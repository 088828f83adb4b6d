import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSecretsExtension, type FakeSecretsExtension } from '../../../../tests/support/secrets-extension';
import { DomainError } from '../errors';
import { CURSOR_INVALID, forgetCursorKey, loadCursorKey, openCursor, sealCursor } from './sealed-cursor';

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

describe('the cursor key read at run time (CURSOR_SECRET_ARN)', () => {
  const ARN = 'arn:aws:secretsmanager:eu-west-3:123456789012:secret:cursor';
  let extension: FakeSecretsExtension;
  beforeAll(async () => {
    extension = await startFakeSecretsExtension();
  });
  afterAll(() => extension.stop());
  beforeEach(() => {
    process.env.CURSOR_SECRET_ARN = ARN;
    process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String(extension.port);
    extension.secrets.set(ARN, { AWSCURRENT: 'the-cursor-secret' });
  });
  afterEach(() => {
    delete process.env.CURSOR_SECRET_ARN;
    delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
    delete process.env.CURSOR_SECRET;
    forgetCursorKey();
  });

  it('reads the secret once per process, and seals with the same key as a function given its value', async () => {
    const before = extension.reads();
    await loadCursorKey();
    await loadCursorKey();
    expect(extension.reads() - before).toBe(1);
    const cursor = sealCursor({ at: 2 }, 'list');
    delete process.env.CURSOR_SECRET_ARN;
    process.env.CURSOR_SECRET = 'the-cursor-secret';
    expect(openCursor(cursor, 'list')).toEqual({ at: 2 });
  });

  it('answers 503 when the secret cannot be read, and never seals with another key', async () => {
    extension.secrets.delete(ARN);
    await expect(loadCursorKey()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(() => sealCursor(1, 'list')).toThrow(/loadCursorKey/);
  });
});
