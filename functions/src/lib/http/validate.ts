import * as z from 'zod/mini';
import { fr } from 'zod/locales';
import { invalid, unprocessable } from '../errors';

// Only the French locale: `z.locales` would bundle every language.
const french = fr();
z.config(french);

/** A message from zod's locale (not one our schemas wrote) does not name the field. */
function isLocaleMessage(issue: z.core.$ZodIssue): boolean {
  const produced = french.localeError?.(issue as never);
  const text = typeof produced === 'string' ? produced : produced?.message;
  return text === issue.message;
}

/** A consent that must be given (`z.literal(true)`, the accepted terms) and was not: 422. */
const isMissingConsent = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_value' && issue.values.length === 1 && issue.values[0] === true;

/** Parses input with a schema; the first problem becomes a French 400 detail (422 for a consent not given). */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw invalid('Données invalides');
  if (isMissingConsent(issue)) throw unprocessable(issue.message);
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined && field && isLocaleMessage(issue)) {
    throw invalid(`Le champ «\u202f${field}\u202f» est requis`);
  }
  throw invalid(field && isLocaleMessage(issue) ? `${field}\u202f: ${issue.message}` : issue.message);
}
