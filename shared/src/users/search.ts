import { normalizeText, searchWords } from '../text/normalize';
import type { PublicUser } from './schemas';

export type SearchableAccount = Pick<PublicUser, 'first_name' | 'last_name' | 'company_name' | 'email' | 'phone'>;

/**
 * What the account search looks at, stored on each user (`search_text`) so that the server can
 * filter with `contains`: the normalised name, company, email and phone, one per line.
 */
export const accountSearchText = (user: SearchableAccount): string =>
  [`${user.first_name} ${user.last_name}`, user.company_name, user.email, user.phone].map(normalizeText).join('\n');

/** Every word of the query in the name, company, email or phone (case and accents ignored). */
export const matchesAccountSearch = (user: SearchableAccount, query: string): boolean => {
  const text = accountSearchText(user);
  return searchWords(query).every((word) => text.includes(word));
};
