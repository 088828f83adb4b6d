/**
 * The versions of the terms and of the privacy notice a registration accepts (its day of
 * publication). The settings keep one date for every text, not one for the terms, so the
 * versions are these constants: change them when the terms or the notice change.
 */
export const TERMS_VERSION = '2026-11-26';
export const NOTICE_VERSION = '2026-11-26';
