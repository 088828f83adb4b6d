import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** 2^14: OWASP's floor for scrypt (r 8, p 1). */
export const SCRYPT_N = 16384;
const PARAMS = { N: SCRYPT_N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

/**
 * The cost of new hashes: SCRYPT_N, except where the local test stacks set PASSWORD_SCRYPT_N
 * lower (a power of two from 1024) to spare the CPU the suites share; CDK never sets it (infra
 * test). Every hash carries its own N, so verifying never depends on this.
 */
export function hashCost(value = process.env.PASSWORD_SCRYPT_N): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1024 && n <= SCRYPT_N && (n & (n - 1)) === 0 ? n : SCRYPT_N;
}

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, base64 parts, a fresh salt per user. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...PARAMS, N: hashCost() };
  const hash = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hash of a random password, checked against when the email is unknown so both cost the same. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
