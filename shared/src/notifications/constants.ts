// Apart from the schemas: the SPA's notification menu imports them without loading zod.
/** The dropdown shows the latest 10 (spec §9); a caller may ask up to 50. */
export const NOTIFICATIONS_SHOWN = 10;
export const NOTIFICATIONS_MAX = 50;
