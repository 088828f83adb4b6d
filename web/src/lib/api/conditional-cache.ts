/**
 * The conditional-GET memory of the api client: for a GET whose answer carried an `ETag`, the
 * tag, the parsed body and the headers, by full URL. The next GET of that URL sends
 * `If-None-Match`, and a `304 Not Modified` answer reuses the remembered body, so a polled list
 * that did not change costs neither a body nor a parse.
 *
 * Bounded (least recently used entries leave first), in memory only, and forgotten whenever
 * the session changes: on sign-in, sign-out and expiry (see tokens.ts), and whenever the
 * signed-in user differs from the one the entries were stored for (another tab signed in as
 * someone else), so a tag never answers for another user's list.
 */

export const CONDITIONAL_CACHE_MAX_ENTRIES = 200;

export interface ConditionalEntry {
  etag: string;
  body: unknown;
  headers: Headers;
}

const entries = new Map<string, ConditionalEntry>();
/** The user the entries belong to (the access token's subject). */
let owner: string | null = null;
/** Moves at every clear: an answer to a request sent before a clear is not stored. */
let generation = 0;

/** Forgets every entry (a session change). */
export function clearConditionalCache(): void {
  entries.clear();
  owner = null;
  generation += 1;
}

/** The current generation: pass it back to `rememberConditional` with the answer. */
export const conditionalGeneration = (): number => generation;

function bindTo(user: string | null): void {
  if (user !== owner) {
    clearConditionalCache();
    owner = user;
  }
}

/** The remembered answer of a URL for this user, marked as the most recently used. */
export function lookUpConditional(url: string, user: string | null): ConditionalEntry | undefined {
  bindTo(user);
  const entry = entries.get(url);
  if (entry) {
    entries.delete(url);
    entries.set(url, entry);
  }
  return entry;
}

/**
 * Remembers an answer with an ETag, unless the session changed since the request left
 * (`sentAt` is the generation read when it was sent). Drops the least recently used entry
 * beyond the bound.
 */
export function rememberConditional(url: string, user: string | null, sentAt: number, entry: ConditionalEntry): void {
  if (sentAt !== generation) return;
  bindTo(user);
  if (sentAt !== generation) return;
  entries.delete(url);
  entries.set(url, entry);
  while (entries.size > CONDITIONAL_CACHE_MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (oldest.done) break;
    entries.delete(oldest.value);
  }
}

/** Forgets one URL (its answer turned out unusable). */
export function forgetConditional(url: string): void {
  entries.delete(url);
}

/** How many answers are remembered (tests). */
export const conditionalCacheSize = (): number => entries.size;
