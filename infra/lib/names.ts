/** `purge-old-files` -> `PurgeOldFiles`, for construct ids. */
export const pascal = (name: string): string =>
  name.replace(/(^|[-_\s]+)([a-z0-9])/gi, (_match, _sep: string, c: string) => c.toUpperCase());
