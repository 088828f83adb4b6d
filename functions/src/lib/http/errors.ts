import { DomainError, type ErrorKind } from '../errors';

/** The HTTP status of each domain error kind. */
export const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  locked: 423,
  too_many: 429,
  unprocessable: 422,
  gone: 410,
  unavailable: 503,
};

/** Status, `{detail}` and headers (`Retry-After` of a limit) of a domain error; undefined for anything else (a 500). */
export function httpErrorOf(
  error: unknown,
): { statusCode: number; detail: string; headers: Record<string, string> } | undefined {
  if (!(error instanceof DomainError)) return undefined;
  const headers: Record<string, string> =
    error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
  return { statusCode: statusOf[error.kind], detail: error.detail, headers };
}
