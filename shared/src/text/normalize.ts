/** Lower case, without accents, trimmed: 'Citroën ' → 'citroen'. The one rule for every search. */
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr')
    .trim();
}

/** Letters and digits only, for plates and VINs: 'AB-123 CD' → 'ab123cd'. */
export const compactText = (value: unknown): string => normalizeText(value).replace(/[^\p{L}\p{N}]/gu, '');

/** The normalised words of a query: ' Golf  7 ' → ['golf', '7']. */
export const searchWords = (query: string): string[] => normalizeText(query).split(/\s+/).filter(Boolean);

/** True when every word of the query is found in one of the texts (case and accents ignored). */
export function matchesEveryWord(texts: readonly unknown[], query: string): boolean {
  const haystack = texts.map(normalizeText);
  return searchWords(query).every((word) => haystack.some((text) => text.includes(word)));
}
