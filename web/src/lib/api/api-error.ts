/** An /api (or upload) failure: the HTTP status (0 when no answer came) and the server's detail. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{"detail": "..."}` text, or null when the answer had none (or no answer). */
  readonly detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** The server's detail of an error, if it is an ApiError that carries one. */
export function getErrorDetail(error: unknown): string | null {
  return error instanceof ApiError && error.detail ? error.detail : null;
}

/** The `detail` string of a `{"detail": "..."}` answer body; null for anything else. */
export function parseDetail(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
  } catch {
    // Not JSON (e.g. an empty body, or S3's XML): no detail.
  }
  return null;
}
