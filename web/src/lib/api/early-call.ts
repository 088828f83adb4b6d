import type { AnswerOf } from '@app/shared/api/contract';
import { call } from './call';
import { sessionSubject } from './tokens';

/** A GET without path parameters, query or body: what can be sent before any page asked for it. */
type EarlyRoute = 'GET /api/auth/me';

const started = new Map<EarlyRoute, { subject: string | null; answer: Promise<unknown> }>();

/**
 * Sends a call every signed-in first page waits for while the entry evaluates (issue 20): it then
 * travels while the page's chunks download, instead of after the guards' chunk arrived and rendered.
 */
export function startEarly(key: EarlyRoute): void {
  const answer = call(key);
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
