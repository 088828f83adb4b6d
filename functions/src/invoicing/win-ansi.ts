/**
 * WinAnsiEncoding (PDF 32000-1, annex D), the encoding of the PDF's simple TrueType fonts: the
 * 224 characters of French text and euro amounts, one byte each. Other characters are replaced
 * before drawing (`toWinAnsi`), so no text ever shows the .notdef glyph (forbidden in PDF/A).
 */
const HIGH_CODES: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};
/** Spaces and punctuation that fr-FR text brings and WinAnsi lacks. */
const SUBSTITUTES: Record<number, string> = { 0x202f: '\u00a0', 0x2009: ' ', 0x2011: '-', 0x2212: '-' };

/** The WinAnsi code of a code point, or undefined. */
export function winAnsiCode(codePoint: number): number | undefined {
  if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return HIGH_CODES[codePoint];
}

/** Every code point WinAnsi can show. */
export function winAnsiCodePoints(): number[] {
  const latin = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);
  const upper = Array.from({ length: 0x100 - 0xa0 }, (_, index) => 0xa0 + index);
  return [...latin, ...upper, ...Object.keys(HIGH_CODES).map(Number)];
}

/** The code point a WinAnsi code shows (undefined for the 5 unused codes of 0x80–0x9f). */
export function codePointOf(code: number): number | undefined {
  if (code < 0x80 || code > 0x9f) return code;
  const entry = Object.entries(HIGH_CODES).find(([, value]) => value === code);
  return entry ? Number(entry[0]) : undefined;
}

function codeOf(char: string): number {
  const codePoint = (SUBSTITUTES[char.codePointAt(0) ?? 0] ?? char).codePointAt(0) ?? 0x3f;
  if (codePoint !== 0xa0 && /\s/.test(String.fromCodePoint(codePoint))) return 0x20;
  return winAnsiCode(codePoint) ?? 0x3f;
}

/** The text as WinAnsi bytes: tabs and line breaks become spaces, anything else unknown '?'. */
export function toWinAnsi(text: string): number[] {
  return Array.from(text.normalize('NFC'), codeOf);
}
