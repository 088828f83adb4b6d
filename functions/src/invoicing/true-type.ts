/**
 * The few figures of a TrueType font program that a PDF font dictionary needs (decision 020): the
 * glyph advances by character, the bounding box and the vertical metrics, in PDF glyph space
 * (1000 units per em). Only the tables every TrueType font has are read.
 */
export interface TrueTypeMetrics {
  postScriptName: string;
  /** Advance width (1000 units per em) of the glyph a Unicode code point maps to; absent: no glyph. */
  advanceOf: (codePoint: number) => number | undefined;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bold: boolean;
}

function tableOffsets(view: DataView): Map<string, number> {
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((byte) => view.getUint8(record + byte)));
    tables.set(tag, view.getUint32(record + 8));
  }
  return tables;
}

function required(tables: Map<string, number>, tag: string): number {
  const offset = tables.get(tag);
  if (offset === undefined) throw new Error(`TrueType font without a '${tag}' table`);
  return offset;
}

/** Code point → glyph id, from the Windows Unicode BMP subtable (platform 3, encoding 1, format 4). */
function unicodeGlyphs(view: DataView, cmap: number): Map<number, number> {
  const glyphs = new Map<number, number>();
  const subtables = view.getUint16(cmap + 2);
  for (let index = 0; index < subtables; index += 1) {
    const record = cmap + 4 + index * 8;
    if (view.getUint16(record) !== 3 || view.getUint16(record + 2) !== 1) continue;
    const table = cmap + view.getUint32(record + 4);
    if (view.getUint16(table) !== 4) continue;
    const segments = view.getUint16(table + 6) / 2;
    const ends = table + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const end = view.getUint16(ends + segment * 2);
      const start = view.getUint16(starts + segment * 2);
      const delta = view.getInt16(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const raw = rangeOffset === 0 ? code : view.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
        const glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
  }
  return glyphs;
}

function postScriptName(view: DataView, name: number): string {
  const count = view.getUint16(name + 2);
  const strings = name + view.getUint16(name + 4);
  for (let index = 0; index < count; index += 1) {
    const record = name + 6 + index * 12;
    if (view.getUint16(record + 6) !== 6 || view.getUint16(record) !== 3) continue;
    const length = view.getUint16(record + 8);
    const offset = strings + view.getUint16(record + 10);
    const units = Array.from({ length: length / 2 }, (_, unit) => view.getUint16(offset + unit * 2));
    return String.fromCharCode(...units);
  }
  throw new Error('TrueType font without a PostScript name');
}

export function readTrueType(font: Uint8Array): TrueTypeMetrics {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = tableOffsets(view);
  const head = required(tables, 'head');
  const hhea = required(tables, 'hhea');
  const hmtx = required(tables, 'hmtx');
  const os2 = required(tables, 'OS/2');
  const post = required(tables, 'post');
  const scale = (units: number) => Math.round((units * 1000) / view.getUint16(head + 18));
  const metricsCount = view.getUint16(hhea + 34);
  const advance = (glyph: number) => view.getUint16(hmtx + Math.min(glyph, metricsCount - 1) * 4);
  const glyphs = unicodeGlyphs(view, required(tables, 'cmap'));
  return {
    postScriptName: postScriptName(view, required(tables, 'name')),
    advanceOf: (codePoint) => {
      const glyph = glyphs.get(codePoint);
      return glyph === undefined ? undefined : scale(advance(glyph));
    },
    bbox: [36, 38, 40, 42].map((at) => scale(view.getInt16(head + at))) as [number, number, number, number],
    ascent: scale(view.getInt16(hhea + 4)),
    descent: scale(view.getInt16(hhea + 6)),
    // OS/2 before version 2 has no cap height (DejaVu's is 1): about 3/4 of the ascent then.
    capHeight:
      view.getUint16(os2) >= 2 ? scale(view.getInt16(os2 + 88)) : Math.round((scale(view.getInt16(hhea + 4)) * 3) / 4),
    italicAngle: view.getInt32(post + 4) / 65536,
    bold: view.getUint16(os2 + 4) >= 600,
  };
}
