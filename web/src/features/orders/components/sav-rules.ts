/**
 * Spec §5, §9: a SAV description is at most 500 characters. Same value as SAV_DESCRIPTION_MAX in
 * @app/shared/orders/schemas, kept here so the orders page does not load zod (a test checks both).
 */
export const SAV_MAX_LENGTH = 500;
