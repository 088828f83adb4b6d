import { afterEach, describe, expect, it } from 'vitest';
import { hashCost, hashPassword, SCRYPT_N, verifyPassword } from './passwords';

describe('password hashes', () => {
  afterEach(() => {
    delete process.env.PASSWORD_SCRYPT_N;
  });

  it('cost 2^14 unless a test stack lowers it to a power of two from 1024; never higher, never junk', () => {
    expect(SCRYPT_N).toBe(16384);
    expect(hashCost(undefined)).toBe(16384);
    expect(hashCost('1024')).toBe(1024);
    for (const junk of ['512', '3000', '32768', 'abc', '', '-1024', '1e3']) expect(hashCost(junk), junk).toBe(16384);
  });

  it('carry their own cost: a hash made cheaper still verifies, and only its own password', async () => {
    process.env.PASSWORD_SCRYPT_N = '1024';
    const cheap = await hashPassword('Motdepasse1!');
    delete process.env.PASSWORD_SCRYPT_N;
    const full = await hashPassword('Motdepasse1!');
    expect(cheap.split('$')[1]).toBe('1024');
    expect(full.split('$')[1]).toBe('16384');
    expect(await verifyPassword('Motdepasse1!', cheap)).toBe(true);
    expect(await verifyPassword('Motdepasse1!', full)).toBe(true);
    expect(await verifyPassword('Motdepasse2!', cheap)).toBe(false);
  });
});
