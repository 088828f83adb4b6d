import { nowIso } from '../lib/db/keys';

/**
 * The instant of a write, strictly after the order's last one: updated_at is the version the
 * conditional writes compare, so two writes within one millisecond must still differ.
 */
export function laterThan(previous: string, now = nowIso()): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}
