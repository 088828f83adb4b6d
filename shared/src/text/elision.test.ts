import { describe, expect, it } from 'vitest';
import { deOf } from './elision';

describe('deOf', () => {
  it('elides « de » before a vowel, accented ones and h included', () => {
    expect(deOf('Atelier Bernard Auto')).toBe("d'Atelier Bernard Auto");
    expect(deOf('Établissements Roux')).toBe("d'Établissements Roux");
    expect(deOf('Île Motors')).toBe("d'Île Motors");
    expect(deOf('hélice garage')).toBe("d'hélice garage");
    expect(deOf('Yves Garage')).toBe("d'Yves Garage");
    expect(deOf('Œuvre Auto')).toBe("d'Œuvre Auto");
  });

  it('keeps « de » before a consonant, a digit or a quote, and trims the name', () => {
    expect(deOf('Garage du Centre')).toBe('de Garage du Centre');
    expect(deOf('  Bernard  ')).toBe('de Bernard');
    expect(deOf('3D Tuning')).toBe('de 3D Tuning');
    expect(deOf('« Atelier »')).toBe('de « Atelier »');
  });
});
