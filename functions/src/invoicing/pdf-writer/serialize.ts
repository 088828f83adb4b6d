import { PdfHexString, PdfName, PdfRef, PdfString, type PdfDict, type PdfValue } from './pdf-values';

/**
 * PDF syntax of the object model (PDF 32000-1, 7.3), as a byte string (one character per byte,
 * written out as latin1). Dictionaries put one entry a line, as most writers do.
 */

/** Integers as they are; reals in fixed notation (PDF has no exponent), at most 6 decimals. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 2 ** 31) throw new Error(`Not a PDF number: ${value}`);
  if (Number.isInteger(value)) return String(value === 0 ? 0 : value);
  const fixed = value.toFixed(6).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/** Delimiters and '#' (7.2.2, 7.3.5): with the bytes outside 0x21–0x7e, written #xx. */
const NAME_ESCAPED = new Set('()<>[]{}/%#'.split('').map((char) => char.charCodeAt(0)));

export function formatName(value: string): string {
  const bytes = Buffer.from(value, 'utf8');
  const chars = Array.from(bytes, (byte) =>
    byte < 0x21 || byte > 0x7e || NAME_ESCAPED.has(byte)
      ? `#${byte.toString(16).toUpperCase().padStart(2, '0')}`
      : String.fromCharCode(byte),
  );
  return `/${chars.join('')}`;
}

/** Backslash, parentheses and every byte outside printable ASCII escaped (7.3.4.2): no end-of-line is re-read. */
export function formatLiteral(bytes: string): string {
  const escaped = bytes.replace(/[\\()]|[^\x20-\x7e]/g, (char) =>
    '\\()'.includes(char) ? `\\${char}` : `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`,
  );
  return `(${escaped})`;
}

const formatHex = (bytes: Uint8Array) => `<${Buffer.from(bytes).toString('hex').toUpperCase()}>`;

export function formatDict(dict: PdfDict): string {
  const entries = Object.entries(dict).filter((entry): entry is [string, PdfValue] => entry[1] !== undefined);
  return `<<\n${entries.map(([key, value]) => `${formatName(key)} ${formatValue(value)}\n`).join('')}>>`;
}

export function formatValue(value: PdfValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return formatNumber(value);
  if (value instanceof PdfName) return formatName(value.name);
  if (value instanceof PdfString) return formatLiteral(value.bytes);
  if (value instanceof PdfHexString) return formatHex(value.bytes);
  if (value instanceof PdfRef) return `${value.number} 0 R`;
  if (Array.isArray(value)) return `[${value.map(formatValue).join(' ')}]`;
  return formatDict(value);
}
