/** An error the API answers with `{"detail": message}` and its 4xx status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Authentification requise') => new HttpError(401, detail);
export const forbidden = (detail = 'Accès refusé') => new HttpError(403, detail);
export const notFound = (detail = 'Ressource introuvable') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const payloadTooLarge = (detail = 'Le contenu envoyé est trop volumineux') =>
  new HttpError(413, detail);
export const unsupportedMediaType = (detail = 'Type de contenu non pris en charge') =>
  new HttpError(415, detail);
