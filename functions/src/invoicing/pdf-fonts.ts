import { inflateSync } from 'node:zlib';
import type { PdfFile } from './pdf-writer/pdf-file';
import { name, PdfStream, type PdfRef } from './pdf-writer/pdf-values';
import { readTrueType } from './true-type';
import { codePointOf, toWinAnsi } from './win-ansi';

/**
 * A TrueType font embedded whole as a simple font with WinAnsiEncoding (decision 020): the font
 * program is a WinAnsi subset made once (assets/README.md), so no run-time subsetter (fontkit,
 * ≈1 MB minified) is bundled. Widths come from the font program itself, as PDF/A requires. The
 * program is stored deflated (assets/README.md) and embedded as it is, in a FlateDecode stream.
 */
export interface PdfFont {
  /** Resource name in each page's /Font dictionary. */
  key: string;
  ref: PdfRef;
  widthOf: (text: string, size: number) => number;
  /** The text as a hex string operand of Tj. */
  encode: (text: string) => string;
}

const FIRST_CHAR = 32;
const LAST_CHAR = 255;
/** Font descriptor flag 6: a non-symbolic font (the Latin character set). */
const NONSYMBOLIC = 1 << 5;

export function embedTrueTypeFont(pdf: PdfFile, key: string, subsetTag: string, deflated: Uint8Array): PdfFont {
  const program = inflateSync(deflated);
  const metrics = readTrueType(program);
  const widths = Array.from({ length: LAST_CHAR - FIRST_CHAR + 1 }, (_, index) => {
    const codePoint = codePointOf(FIRST_CHAR + index);
    return (codePoint === undefined ? undefined : metrics.advanceOf(codePoint)) ?? 0;
  });
  const fontFile = pdf.add(new PdfStream({ Length1: program.length, Filter: name('FlateDecode') }, deflated));
  const fontName = name(`${subsetTag}+${metrics.postScriptName}`);
  const descriptor = pdf.add({
    Type: name('FontDescriptor'),
    FontName: fontName,
    Flags: NONSYMBOLIC,
    FontBBox: metrics.bbox,
    ItalicAngle: metrics.italicAngle,
    Ascent: metrics.ascent,
    Descent: metrics.descent,
    CapHeight: metrics.capHeight,
    // Not in the font program; the usual estimates for a regular and a bold face.
    StemV: metrics.bold ? 140 : 80,
    FontFile2: fontFile,
  });
  const fontRef = pdf.add({
    Type: name('Font'),
    Subtype: name('TrueType'),
    BaseFont: fontName,
    FirstChar: FIRST_CHAR,
    LastChar: LAST_CHAR,
    Widths: widths,
    Encoding: name('WinAnsiEncoding'),
    FontDescriptor: descriptor,
  });
  const widthOfCode = (code: number) => widths[code - FIRST_CHAR] ?? 0;
  return {
    key,
    ref: fontRef,
    widthOf: (text, size) => (toWinAnsi(text).reduce((sum, code) => sum + widthOfCode(code), 0) * size) / 1000,
    encode: (text) =>
      `<${toWinAnsi(text)
        .map((code) => code.toString(16).padStart(2, '0'))
        .join('')}>`,
  };
}
