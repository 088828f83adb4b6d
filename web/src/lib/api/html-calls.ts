declare global {
  interface Window {
    /** The GETs the HTML's first-page script sent (web/build/first-page-preload.ts), by URL, and the token they carry. */
    __firstCalls?: { token: string; at: number; answers: Record<string, Promise<Response>> };
  }
}

/** An answer older than this is not taken: the page asks again (its data may have moved since). */
export const HTML_CALL_MAX_AGE_MS = 15_000;

/**
 * The answer to a GET of `url` that the HTML already sent with this same access token (issue 20):
 * the first page's data and the account left while the JS downloaded. Each is taken once, and
 * only while fresh; a call that failed to leave is sent again by the caller.
 */
export function takeHtmlCall(url: string, accessToken: string | null): Promise<Response> | undefined {
  const first = window.__firstCalls;
  const answer = first?.answers[url];
  if (!first || !answer) return undefined;
  delete first.answers[url];
  if (first.token !== accessToken || Date.now() - first.at > HTML_CALL_MAX_AGE_MS) return undefined;
  return answer;
}
