import { describe, expect, it } from 'vitest';
import { bicValid, frVatKey, frVatNumberValid, ibanValid, sirenValid, siretValid } from './fiscal-ids';

describe('French identifiers', () => {
  it('checks a SIREN with its Luhn key', () => {
    expect(sirenValid('732 829 320')).toBe(true);
    expect(sirenValid('732829321')).toBe(false);
    expect(sirenValid('73282932')).toBe(false);
  });

  it('checks a SIRET: 14 digits, its SIREN first, Luhn key', () => {
    expect(siretValid('73282932000074', '732829320')).toBe(true);
    expect(siretValid('73282932000075', '732829320')).toBe(false);
    expect(siretValid('73282932000074', '404833048')).toBe(false);
    expect(siretValid('35600000000001')).toBe(true);
  });

  it('checks the key of a French VAT number', () => {
    expect(frVatKey('732829320')).toBe('44');
    expect(frVatNumberValid('FR44 732 829 320')).toBe(true);
    expect(frVatNumberValid('FR45732829320')).toBe(false);
    expect(frVatNumberValid('DE123456789')).toBe(false);
  });

  it('checks an IBAN with mod 97 and a BIC by its shape', () => {
    expect(ibanValid('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(ibanValid('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(bicValid('BNPAFRPP')).toBe(true);
    expect(bicValid('BNPAFRPPXXX')).toBe(true);
    expect(bicValid('BNP1FRPP')).toBe(false);
  });
});
