declare global {
  interface Window {
    /** The GETs the HTML's first-page script sent (web/build/first-page-preload.ts), by URL, and the token they carry. */
    __firstCalls?: { token: string; answers: Record<string, Promise<Response>> };
  }
}

/** How long after the first render starts an answer of the HTML may still be taken: the first page asks at once. */
export const HTML_CALL_CLAIM_MS = 5_000;

/**
 * The answer to a GET of `url` that the HTML already sent with this same access token (issue 20):
 * the first page's data and the account left while the JS downloaded. Each is taken once; a call
 * that failed to leave is sent again by the caller.
 */
export function takeHtmlCall(url: string, accessToken: string | null): Promise<Response> | undefined {
  const first = window.__firstCalls;
  const answer = first?.answers[url];
  if (!first || !answer) return undefined;
  delete first.answers[url];
  return first.token === accessToken ? answer : undefined;
}

/**
 * Drops, `ms` from now, the answers no page took (a pending account's first page asks for no
 * order): their bodies are cancelled, as unread ones would keep their requests open.
 */
export function dropUnclaimedHtmlCallsAfter(ms = HTML_CALL_CLAIM_MS): void {
  window.setTimeout(() => {
    const left = Object.values(window.__firstCalls?.answers ?? {});
    delete window.__firstCalls;
    for (const answer of left) answer.then((response) => response.body?.cancel(), () => undefined).catch(() => undefined);
  }, ms);
}
