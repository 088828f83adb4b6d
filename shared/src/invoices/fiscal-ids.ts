/**
 * Checks of French business identifiers and bank details (pure, shared by the API and the forms).
 * Each takes the text as typed (spaces allowed) and compares its compact form.
 */

/** The text without spaces of any kind, upper case. */
export const compactId = (text: string): string => text.replace(/[\s\u00a0\u202f.-]/g, '').toUpperCase();

/** Luhn's key over a string of digits (SIREN, SIRET). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 9 digits with a valid Luhn key. */
export const sirenValid = (text: string): boolean => /^\d{9}$/.test(compactId(text)) && luhnValid(compactId(text));

/**
 * 14 digits starting with the SIREN, Luhn key valid. La Poste's establishments (SIREN 356 000 000)
 * use a digit sum divisible by 5 instead.
 */
export function siretValid(text: string, siren?: string): boolean {
  const siret = compactId(text);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siren !== undefined && !siret.startsWith(compactId(siren))) return false;
  if (siret.startsWith('356000000')) return [...siret].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  return luhnValid(siret);
}

/** The numeric key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export const frVatKey = (siren: string): string => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

/** 'FR' + a 2-character key + the SIREN; a numeric key must match the SIREN. */
export function frVatNumberValid(text: string): boolean {
  const match = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(compactId(text));
  if (!match?.[1] || !match[2]) return false;
  return /^\d{2}$/.test(match[1]) ? match[1] === frVatKey(match[2]) : true;
}

/** The SIREN inside a French VAT number. */
export const sirenOfVatNumber = (text: string): string | undefined => /^FR[0-9A-Z]{2}(\d{9})$/.exec(compactId(text))?.[1];

/** An IBAN: country, 2 check digits, up to 30 characters; mod 97 of the rearranged number is 1. */
export function ibanValid(text: string): boolean {
  const iban = compactId(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('FR') && iban.length !== 27) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = [...rearranged].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (place), optionally 3 more (branch). */
export const bicValid = (text: string): boolean => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactId(text));

/** An IBAN in groups of four, as printed. */
export const formatIban = (text: string): string => compactId(text).replace(/(.{4})(?=.)/g, '$1 ');
