import { createHash } from 'node:crypto';
import { env } from '../lib/env';
import { tooMany } from '../lib/errors';
import { epochSeconds, keys } from '../lib/db/keys';
import { addressBlockedMessage } from './lockout';
import { addressFailures, countFailure } from './login-address-repository';

/**
 * Failed logins per source address, counted in fixed windows: one counter item per address and
 * window, which expires by TTL. An address past its allowance is refused (429) before any
 * password is checked, so one attacker cannot keep locking accounts, nor guess on.
 */
interface Window {
  key: { pk: string; sk: string };
  end: number;
}

function windowOf(address: string, now: number): Window {
  const length = env().LOGIN_ADDRESS_WINDOW_SECONDS * 1000;
  const start = now - (now % length);
  // The address itself is not stored: its digest is enough to count.
  const digest = createHash('sha256').update(address).digest('hex').slice(0, 32);
  return { key: keys.loginAddress(digest, new Date(start).toISOString()), end: start + length };
}

/** Refuses with 429 when this address already made its allowance of failures in this window. */
export async function refuseBlockedAddress(address: string, now = Date.now()): Promise<void> {
  const window = windowOf(address, now);
  if ((await addressFailures(window.key)) >= env().LOGIN_ADDRESS_MAX_FAILURES)
    throw tooMany(addressBlockedMessage(window.end, now), (window.end - now) / 1000);
}

/** Counts one failed login from this address (an atomic ADD; the item expires an hour after its window). */
export async function countAddressFailure(address: string, now = Date.now()): Promise<void> {
  const window = windowOf(address, now);
  await countFailure(window.key, epochSeconds(new Date(window.end + 3_600_000)));
}
