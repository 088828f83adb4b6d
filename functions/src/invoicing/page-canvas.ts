import type { PdfFont } from './pdf-fonts';

/** An RGB colour, components 0–1 (DeviceRGB under the sRGB output intent). */
export type Rgb = readonly [number, number, number];

export interface TextStyle {
  font: PdfFont;
  size: number;
  color?: Rgb;
}

export const BLACK: Rgb = [0.1, 0.1, 0.12];

/** Fixed decimals: the content stream's bytes never depend on float printing. */
const num = (value: number) => String(Math.round(value * 100) / 100);
const rgb = ([red, green, blue]: Rgb) => `${num(red)} ${num(green)} ${num(blue)}`;

/**
 * The page's content stream, written operator by operator (PDF 32000-1, 8 and 9): text at a point
 * (left, right or centre aligned), wrapped paragraphs, filled rectangles and rules. y grows upwards
 * from the bottom of the page, as in PDF.
 */
export class PageCanvas {
  private readonly operators: string[] = [];

  text(text: string, x: number, y: number, style: TextStyle, align: 'left' | 'right' | 'center' = 'left'): void {
    const width = style.font.widthOf(text, style.size);
    const left = align === 'left' ? x : align === 'right' ? x - width : x - width / 2;
    this.operators.push(
      `BT ${rgb(style.color ?? BLACK)} rg /${style.font.key} ${num(style.size)} Tf ${num(left)} ${num(y)} Td ${style.font.encode(text)} Tj ET`,
    );
  }

  /** Draws the text wrapped to `width`; returns the y below its last line. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle, leading = style.size * 1.3): number {
    let lineY = y;
    for (const line of wrap(text, width, style)) {
      this.text(line, x, lineY, style);
      lineY -= leading;
    }
    return lineY;
  }

  rect(x: number, y: number, width: number, height: number, fill: Rgb): void {
    this.operators.push(`${rgb(fill)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
  }

  rule(x1: number, y1: number, x2: number, y2: number, color: Rgb, lineWidth = 0.5): void {
    this.operators.push(`${rgb(color)} RG ${num(lineWidth)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  content(): string {
    return this.operators.join('\n');
  }
}

/** Greedy word wrap; a word wider than the line is cut. */
export function wrap(text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (style.font.widthOf(candidate, style.size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (style.font.widthOf(current, style.size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && style.font.widthOf(current.slice(0, cut), style.size) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
