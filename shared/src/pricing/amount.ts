/**
 * One reading of an amount typed in French or English: '12,5', '12.5', '1 234,56',
 * '1.234,56', '1,234.56', '50,00 €', '€50'. The decimal separator is the last of ',' and '.'
 * when it appears once; spaces of any kind and the other mark group thousands by threes.
 * Never changes magnitude: '12,5' is 12.5, not 125. NaN when the text is not an amount.
 */
export function parseAmount(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = value.trim().replace(/^€\s*|\s*€$/g, '');
  const match = /^([-+]?)([\d\s\u00a0\u202f.,]*)$/.exec(text);
  if (!match?.[2] || !/\d/.test(match[2])) return Number.NaN;
  const [integer, fraction] = splitDecimal(match[2]);
  const digits = readGroupedInteger(integer);
  if (digits === undefined || (fraction !== undefined && !/^\d+$/.test(fraction))) return Number.NaN;
  return Number(`${match[1]}${digits || '0'}.${fraction ?? '0'}`);
}

/** The integer and fraction parts: the last ',' or '.' separates them when it appears once. */
function splitDecimal(text: string): [string, string | undefined] {
  const mark = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  const count = text.split(mark).length - 1;
  const other = mark === ',' ? '.' : ',';
  // '1.234.567' or '1,234,567': several marks of one kind and none of the other group thousands.
  if (count !== 1 && !text.includes(other)) return [text, undefined];
  if (count !== 1) return ['', 'x'];
  const at = text.lastIndexOf(mark);
  return [text.slice(0, at), text.slice(at + 1)];
}

/** '1 234' or '1.234' → '1234'; '12 5' or '1.2.3' → undefined (groups of three only). */
function readGroupedInteger(text: string): string | undefined {
  if (/^\d*$/.test(text)) return text;
  return /^\d{1,3}([\s\u00a0\u202f.,]\d{3})+$/.test(text) ? text.replace(/\D/g, '') : undefined;
}

/** The amount in a free price text ('À partir de 50,00 €' → 50); NaN when there is none. */
export function amountInText(text: string): number {
  const match = /[-+]?\d[\d\s\u00a0\u202f.,]*/.exec(text);
  return match ? parseAmount(match[0].replace(/[.,\s\u00a0\u202f]+$/, '')) : Number.NaN;
}
