/** A name that starts with a vowel (accented or not), y or h: French elides « de » before it. */
const ELIDING_START = /^[aeiouyhœæàâäéèêëîïôöùûü]/iu;

/** « de » before a name, elided as French writes it: "d'Atelier Bernard", "de Garage Martin". */
export function deOf(name: string): string {
  const trimmed = name.trim();
  return ELIDING_START.test(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}
