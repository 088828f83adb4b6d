import type { AnswerOf } from '@app/shared/api/contract';
import { call } from './call';
import { getAccessToken, sessionSubject } from './tokens';

declare global {
  interface Window {
    /** GET /api/auth/me as the HTML's first-page script sent it (web/build/first-page-preload.ts). */
    __firstMe?: { token: string; answer: Promise<Response> };
  }
}

/** A GET without path parameters, query or body: what can be sent before any page asked for it. */
type EarlyRoute = 'GET /api/auth/me';

const started = new Map<EarlyRoute, { subject: string | null; answer: Promise<unknown> }>();

/**
 * Sends a call every signed-in first page waits for while the entry evaluates (issue 20): it then
 * travels while the page's chunks download, instead of after the guards' chunk arrived and rendered.
 */
export function startEarly(key: EarlyRoute): void {
  const answer = fromHtml(key) ?? call(key);
  // The page's own call takes the error; an early call nobody took fails silently.
  answer.catch(() => undefined);
  started.set(key, { subject: sessionSubject(), answer });
}

/** The answer of a call started early, once, and only for the user it was started for. */
export function takeEarly<K extends EarlyRoute>(key: K): Promise<AnswerOf<K>> | undefined {
  const early = started.get(key);
  started.delete(key);
  return early && early.subject === sessionSubject() ? (early.answer as Promise<AnswerOf<K>>) : undefined;
}

/**
 * The account call the HTML already sent with this same token, if any: its JSON when it
 * succeeded; otherwise (an expired token's 401, a network failure) the call made again through
 * the client, which refreshes the session as it does for any call.
 */
function fromHtml(key: EarlyRoute): Promise<unknown> | undefined {
  const first = window.__firstMe;
  delete window.__firstMe;
  if (!first || first.token !== getAccessToken()) return undefined;
  return first.answer.then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : call(key)),
    () => call(key),
  );
}
