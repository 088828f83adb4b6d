/** Spec §9: the original filename is cut to 20 characters on the administrator's order detail. */
export const ORIGINAL_FILENAME_MAX = 20;

/**
 * The first `max` characters of a name, followed by '...' when it was longer. Counts characters,
 * not UTF-16 units, so an emoji or accented letter is never split.
 */
export function truncateFilename(name: string, max = ORIGINAL_FILENAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
}
