import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '@app/shared/auth/two-factor';
import { APP_TITLE } from '@app/shared/brand';

/** RFC 6238 as every authenticator application reads it: 30-second steps, SHA-1, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too (a phone's clock a little off). */
const DRIFT_STEPS = 1;

/** A new key: 160 random bits (RFC 4226's recommended length), base32 as applications take it. */
export const newTotpSecret = (): string => encodeBase32UpperCaseNoPadding(randomBytes(20));

export const totpUri = (secret: string, accountName: string): string =>
  createTOTPKeyURI(APP_TITLE, accountName, decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step `code` belongs to (now, or one step off), or undefined: the caller accepts it only
 * after that step's last use, so a code cannot be replayed within its window.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  const key = decodeBase32IgnorePadding(secret);
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (same(generateHOTP(key, BigInt(step), TOTP_DIGITS), code)) return step;
  }
  return undefined;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like 'k7m2p-x9qfa': 50 random bits each, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * How a recovery code is stored: SHA-256 of its normalised text. Enough for 50 random bits (no
 * dictionary to try, unlike a password); compared by equality in a conditional write.
 */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');
