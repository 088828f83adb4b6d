import { versionKey } from '@app/shared/orders/versions';

/** The highest delivered version number (0 when only the original exists). */
export function highestVersion(files: Readonly<Record<string, unknown>>): number {
  return Object.keys(files).reduce((max, key) => {
    const match = /^v(\d+)$/.exec(key);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
}

/** The newest vN key, or null when none was delivered. */
export function newestVersionKey(files: Readonly<Record<string, unknown>>): string | null {
  const n = highestVersion(files);
  return n > 0 ? versionKey(n) : null;
}

/** The key a 'nouvelle' delivery will get (the server numbers them in sequence). */
export const nextVersionKey = (files: Readonly<Record<string, unknown>>): string =>
  versionKey(highestVersion(files) + 1);
