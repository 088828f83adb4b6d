import { describe, expect, it } from 'vitest';
import { name, pdfDate, PdfHexString, PdfRef, PdfString, textString } from './pdf-values';
import { formatLiteral, formatName, formatNumber, formatValue } from './serialize';

describe('PDF serialization (PDF 32000-1, 7.3)', () => {
  it('writes numbers without exponent, at most 6 decimals, no negative zero', () => {
    expect([0, -0, 12, -7, 595.28, 0.1 + 0.2, 1 / 3, -1.5, 1e-7, 2 ** 31 - 1].map(formatNumber)).toEqual([
      '0',
      '0',
      '12',
      '-7',
      '595.28',
      '0.3',
      '0.333333',
      '-1.5',
      '0',
      '2147483647',
    ]);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, -(2 ** 31)])
      expect(() => formatNumber(bad)).toThrow();
  });

  it('escapes delimiters, #, spaces and non-ASCII bytes of names as #xx', () => {
    expect(formatName('Type')).toBe('/Type');
    expect(formatName('text/xml')).toBe('/text#2Fxml');
    expect(formatName('A B#(x)[y]<z>{w}%')).toBe('/A#20B#23#28x#29#5By#5D#3Cz#3E#7Bw#7D#25');
    expect(formatName('é')).toBe('/#C3#A9');
  });

  it('escapes backslash, parentheses and every non-printable byte of literal strings', () => {
    expect(formatLiteral('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(formatLiteral('line\r\nnext\t\xe9')).toBe('(line\\015\\012next\\011\\351)');
    expect(() => new PdfString('€')).toThrow();
  });

  it('writes a text string in ASCII as a literal, anything else as UTF-16BE with its byte order mark', () => {
    expect(formatValue(textString('Facture (EN 16931)'))).toBe('(Facture \\(EN 16931\\))');
    expect(formatValue(textString('n° 1 €'))).toBe('<FEFF006E00B000200031002020AC>');
    expect(formatValue(textString('😀'))).toBe('<FEFFD83DDE00>');
  });

  it('writes null, booleans, references, arrays and dictionaries; undefined entries are left out', () => {
    expect(formatValue([null, true, false, new PdfRef(3), new PdfHexString(new Uint8Array([0, 171]))])).toBe(
      '[null true false 3 0 R <00AB>]',
    );
    expect(formatValue({ Type: name('Font'), Widths: [1, 2.5], Missing: undefined, Sub: { N: 3 } })).toBe(
      '<<\n/Type /Font\n/Widths [1 2.5]\n/Sub <<\n/N 3\n>>\n>>',
    );
  });

  it('writes dates in UTC as D:YYYYMMDDHHmmSSZ', () => {
    expect(formatValue(pdfDate(new Date('2026-11-25T08:09:10.123Z')))).toBe('(D:20261125080910Z)');
  });
});
