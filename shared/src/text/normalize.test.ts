import { describe, expect, it } from 'vitest';
import { compactText, matchesEveryWord, normalizeText, searchWords } from './normalize';

describe('text normalisation', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(normalizeText(' Citroën ÉLITE ')).toBe('citroen elite');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(308)).toBe('308');
  });

  it('compacts plates and splits queries into words', () => {
    expect(compactText('AB-123 cd')).toBe('ab123cd');
    expect(searchWords('  Golf   7 ')).toEqual(['golf', '7']);
  });

  it('matches when every word is somewhere', () => {
    expect(matchesEveryWord(['Jean Dupont', 'Garage Élite'], 'elite jean')).toBe(true);
    expect(matchesEveryWord(['Jean Dupont'], 'jean martin')).toBe(false);
    expect(matchesEveryWord(['x'], '   ')).toBe(true);
  });
});
