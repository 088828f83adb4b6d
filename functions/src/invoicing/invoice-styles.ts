import type { Rgb, TextStyle } from './page-canvas';
import type { PdfFont } from './pdf-fonts';

/** The page's geometry, colours and type styles. */

export const A4: [number, number] = [595.28, 841.89];
export const LEFT = 42;
export const RIGHT = A4[0] - 42;
export const ACCENT: Rgb = [0.13, 0.22, 0.37];
export const GREY: Rgb = [0.4, 0.43, 0.48];
export const LIGHT: Rgb = [0.95, 0.96, 0.975];
export const RULE: Rgb = [0.8, 0.82, 0.86];
export const WHITE: Rgb = [1, 1, 1];

export interface LayoutFonts {
  regular: PdfFont;
  bold: PdfFont;
}

export interface Styles {
  body: TextStyle;
  small: TextStyle;
  label: TextStyle;
  strong: TextStyle;
  heading: TextStyle;
  white: TextStyle;
}

export function stylesOf({ regular, bold }: LayoutFonts): Styles {
  return {
    body: { font: regular, size: 9 },
    small: { font: regular, size: 7.5, color: GREY },
    label: { font: bold, size: 7.5, color: GREY },
    strong: { font: bold, size: 9 },
    heading: { font: bold, size: 9, color: ACCENT },
    white: { font: bold, size: 8.5, color: WHITE },
  };
}
