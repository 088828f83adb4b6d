/**
 * Domain errors: what went wrong, in French, without HTTP. Services, repositories and jobs throw
 * them; the HTTP chain (lib/http/errors.ts) maps each kind to its status and `{detail}`.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'locked'
  | 'too_many'
  | 'unprocessable'
  | 'gone'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly detail: string,
    /** When to try again, in whole seconds (a 429's `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

export const invalid = (detail: string) => new DomainError('invalid', detail);
export const unauthorized = (detail = 'Authentification requise') => new DomainError('unauthorized', detail);
export const forbidden = (detail = 'Accès refusé') => new DomainError('forbidden', detail);
export const notFound = (detail = 'Ressource introuvable') => new DomainError('not_found', detail);
export const conflict = (detail: string) => new DomainError('conflict', detail);
export const tooLarge = (detail = 'Le contenu envoyé est trop volumineux') => new DomainError('too_large', detail);
export const unsupported = (detail = 'Type de contenu non pris en charge') => new DomainError('unsupported', detail);
export const locked = (detail: string) => new DomainError('locked', detail);
/** A limit reached: `retryAfterSeconds` until it lifts (at least 1; the answer's `Retry-After`). */
export const tooMany = (detail: string, retryAfterSeconds: number) =>
  new DomainError('too_many', detail, Math.max(1, Math.ceil(retryAfterSeconds)));
/** Well-formed, but what it needs is not set up yet (the seller's identity for an invoice). */
export const unprocessable = (detail: string) => new DomainError('unprocessable', detail);
/** What was there is there no more (an expired export). */
export const gone = (detail: string) => new DomainError('gone', detail);
export const unavailable = (detail = 'Service momentanément indisponible, veuillez réessayer.') =>
  new DomainError('unavailable', detail);
