import * as z from 'zod';
import { fr } from 'zod/locales';
import { invalid } from '../errors';

// Only the French locale: `z.locales` would bundle every language.
const french = fr();
z.config(french);

/** A message from zod's locale (not one our schemas wrote) does not name the field. */
function isLocaleMessage(issue: z.core.$ZodIssue): boolean {
  const produced = french.localeError?.(issue as never);
  const text = typeof produced === 'string' ? produced : produced?.message;
  return text === issue.message;
}

/** Parses input with a schema; the first problem becomes a French 400 detail. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw invalid('Données invalides');
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined && field && isLocaleMessage(issue)) {
    throw invalid(`Le champ « ${field} » est requis`);
  }
  throw invalid(field && isLocaleMessage(issue) ? `${field} : ${issue.message}` : issue.message);
}
