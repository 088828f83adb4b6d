import { ORIGIN_REFUSED } from '@app/functions/lib/http/origin-check';
import { SECURITY_HEADERS } from '@app/functions/lib/http/security-headers';

/**
 * API Gateway's own answers (no Lambda runs), as JSON `{detail}` in French like every refusal of
 * the handlers. A REST API answers a path or a method no resource declares with
 * MISSING_AUTHENTICATION_TOKEN (403 by default): here 404, for both. The local gateway answers
 * its misses and oversized bodies with the same entries (infra/local/gateway.ts).
 */
export interface GatewayAnswer {
  /** API Gateway's response type. */
  readonly type: string;
  /** The status; absent: the type's own (DEFAULT_4XX, DEFAULT_5XX). */
  readonly status?: number;
  readonly detail: string;
  /** Headers of this answer beyond the common ones (a 429's Retry-After, as the document requires). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The stage's throttle refills every second; a client waits a little more than that. */
const THROTTLE_RETRY_SECONDS = '5';

export const NO_SUCH_ROUTE: GatewayAnswer = { type: 'MISSING_AUTHENTICATION_TOKEN', status: 404, detail: 'Ressource introuvable' };
export const BODY_TOO_LARGE: GatewayAnswer = { type: 'REQUEST_TOO_LARGE', status: 413, detail: 'Le contenu envoyé est trop volumineux' };

export const gatewayAnswers: readonly GatewayAnswer[] = [
  NO_SUCH_ROUTE,
  { type: 'RESOURCE_NOT_FOUND', status: 404, detail: 'Ressource introuvable' },
  BODY_TOO_LARGE,
  { type: 'THROTTLED', status: 429, detail: 'Trop de requêtes. Réessayez dans quelques instants.', headers: { 'retry-after': THROTTLE_RETRY_SECONDS } },
  { type: 'WAF_FILTERED', status: 403, detail: ORIGIN_REFUSED },
  { type: 'DEFAULT_4XX', detail: 'Requête refusée' },
  { type: 'DEFAULT_5XX', detail: 'Le service est momentanément indisponible. Réessayez dans quelques instants.' },
];

/** A gateway response's headers: static values, quoted as API Gateway wants them. */
export const gatewayResponseHeaders = (answer?: GatewayAnswer): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', ...answer?.headers }).map(([name, value]) => [name, `'${value}'`]),
  );
