import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { json, noContent, redirect, type Reply } from './response';

/** `?format=json` or `Accept: application/json` asks for the link instead of a redirect. */
export const wantsJson = (query: Record<string, string>, accept: string | undefined): boolean =>
  query.format === 'json' || /\bapplication\/json\b/i.test(accept ?? '');

/**
 * The answer to a file link (a presigned S3 GET): a 302 to it for a browser following links,
 * or the link itself as JSON for the SPA (which cannot read a cross-origin redirect); 204 when
 * there is no file to link to.
 */
export function linkAnswer<L extends { url: string }>(
  link: L | null,
  request: { query: Record<string, string>; event: APIGatewayProxyEventV2 },
): Reply<L> {
  if (!link) return noContent();
  return wantsJson(request.query, request.event.headers?.accept) ? json(link) : redirect(link.url);
}
