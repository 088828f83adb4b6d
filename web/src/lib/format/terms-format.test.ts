import { describe, expect, it } from 'vitest';
import { parseTerms, termsHeadings } from './terms-format';

describe('parseTerms', () => {
  it('reads headings, highlights, numbered lines, breaks and paragraphs', () => {
    const text = [
      '## Objet',
      'Les présentes conditions régissent les commandes.',
      '',
      '**Important**',
      '1. Le client fournit un fichier lisible.',
      '2) Les délais sont indicatifs.',
      '3.1. Sous-article.',
    ].join('\n');
    expect(parseTerms(text)).toEqual([
      { kind: 'heading', text: 'Objet' },
      { kind: 'paragraph', text: 'Les présentes conditions régissent les commandes.' },
      { kind: 'break' },
      { kind: 'highlight', text: 'Important' },
      { kind: 'numbered', marker: '1.', text: 'Le client fournit un fichier lisible.' },
      { kind: 'numbered', marker: '2)', text: 'Les délais sont indicatifs.' },
      { kind: 'numbered', marker: '3.1.', text: 'Sous-article.' },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseTerms('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
    expect(parseTerms('## <b>Titre</b>')).toEqual([{ kind: 'heading', text: '<b>Titre</b>' }]);
  });

  it('collapses runs of blank lines and drops them at both ends', () => {
    expect(parseTerms('\n\n  \nA\n\n\n\nB\r\n\r\n')).toEqual([
      { kind: 'paragraph', text: 'A' },
      { kind: 'break' },
      { kind: 'paragraph', text: 'B' },
    ]);
  });

  it('only takes lines fully wrapped in ** as highlights', () => {
    expect(parseTerms('**Important** : lire')).toEqual([{ kind: 'paragraph', text: '**Important** : lire' }]);
    expect(parseTerms('**a** et **b**')).toEqual([{ kind: 'paragraph', text: '**a** et **b**' }]);
    expect(parseTerms('****')).toEqual([{ kind: 'paragraph', text: '****' }]);
    expect(parseTerms('  ** À noter **  ')).toEqual([{ kind: 'highlight', text: 'À noter' }]);
  });

  it("needs '## ' and a space after a number's mark", () => {
    expect(parseTerms('##Titre')).toEqual([{ kind: 'paragraph', text: '##Titre' }]);
    expect(parseTerms('### Sous-titre')).toEqual([{ kind: 'paragraph', text: '### Sous-titre' }]);
    expect(parseTerms('1.5 kg')).toEqual([{ kind: 'paragraph', text: '1.5 kg' }]);
    expect(parseTerms('2024. Année')).toEqual([{ kind: 'numbered', marker: '2024.', text: 'Année' }]);
  });

  it('skips empty headings and answers nothing for empty text', () => {
    expect(parseTerms('## \nTexte\n##')).toEqual([{ kind: 'paragraph', text: 'Texte' }]);
    expect(parseTerms('')).toEqual([]);
    expect(parseTerms(null)).toEqual([]);
    expect(parseTerms(' \n\t\n')).toEqual([]);
  });
});

describe('termsHeadings', () => {
  it('lists the headings with their block index', () => {
    expect(termsHeadings(parseTerms('## Un\nTexte\n\n## Deux'))).toEqual([
      { index: 0, text: 'Un' },
      { index: 3, text: 'Deux' },
    ]);
  });
});
