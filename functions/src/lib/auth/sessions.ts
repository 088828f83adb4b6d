/**
 * Sessions ended one by one (issue 22): their refresh-token family is revoked at once, and their
 * access tokens, which are checked without a read of the family, are refused by the account item
 * that every authenticated call reads anyway. An entry is `{epoch seconds}:{family id}` and is
 * kept as long as an access token of that session may still be unexpired.
 */
const entryOf = (family: string, endedAt: number) => `${endedAt}:${family}`;

export const isSessionEnded = (ended: readonly string[] | undefined, family: string | undefined): boolean =>
  !!family && !!ended?.some((entry) => entry.endsWith(`:${family}`));

/** The list after ending `families` at `now` (epoch seconds), without the entries older than `keepSeconds`. */
export function withEndedSessions(ended: readonly string[], families: readonly string[], now: number, keepSeconds: number): string[] {
  const live = ended.filter((entry) => Number(entry.slice(0, entry.indexOf(':'))) > now - keepSeconds);
  const added = families.filter((family) => !isSessionEnded(live, family)).map((family) => entryOf(family, now));
  return [...live, ...added];
}
