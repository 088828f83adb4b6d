import * as z from 'zod/mini';

/** Spaces a typed text may carry around it: it is trimmed before its own bound is checked. */
export const TEXT_PADDING = 100;

/**
 * A text as sent, for fields trimmed then bounded to `max` characters: at most `max +
 * TEXT_PADDING` characters as sent, refused with `tooLong` beyond (the document states it).
 */
export const sentText = (max: number, tooLong: string, error?: string) =>
  z.string(error === undefined ? undefined : { error }).check(z.maxLength(max + TEXT_PADDING, tooLong));
