/**
 * Pseudonymization of an erased client (issue 24): every string of a kept record that holds one
 * of the client's personal values (its names, company, e-mail, phone, address, its vehicles'
 * registrations) gets the pseudonym in their place. Pure.
 */

export const pseudonymOf = (n: number) => `Client supprimé #${n}`;

/** What identifies a client, longest first (a full name is replaced before its parts). */
export function personalValues(
  user: { first_name: string; last_name: string; company_name: string; email: string; phone: string; address: string },
  more: readonly string[] = [],
): string[] {
  const values = [
    `${user.first_name} ${user.last_name}`,
    `${user.last_name} ${user.first_name}`,
    user.first_name,
    user.last_name,
    user.company_name,
    user.email,
    user.phone,
    user.address,
    ...more,
  ].map((v) => v.trim());
  // Two letters or fewer would replace parts of unrelated words.
  return [...new Set(values.filter((v) => v.length > 2))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `value` with every personal value (any case) replaced by the pseudonym, at every depth. */
export function scrub<T>(value: T, personal: readonly string[], pseudonym: string): T {
  if (!personal.length) return value;
  const pattern = new RegExp(personal.map(escapeRegExp).join('|'), 'gi');
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(pattern, pseudonym);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
