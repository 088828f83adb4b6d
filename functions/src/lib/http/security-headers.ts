/**
 * Headers on every API answer: the handlers' (route-handler.ts) and the local gateway's own
 * (its 404, 405, 413 and refusals of malformed requests).
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cache-control': 'no-store',
} as const;
