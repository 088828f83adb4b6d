import { PRODUCT_NAME } from '@app/shared/brand';
import { portableFilename } from '@app/shared/files/file-names';

/**
 * Layout of the branded social-media image (spec §2 'Image generator', §9 'Image sizes',
 * 'Image layout', 'Image defaults', 'Export'). Pure: numbers in, rectangles out, in the pixels
 * of the exported PNG. The renderer (render-image.ts) draws these rectangles; the preview draws
 * the same ones under a scale transform.
 */

export const IMAGE_FORMATS = {
  '3:4': { width: 1080, height: 1440 },
  '4:5': { width: 1080, height: 1350 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
} as const;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** In the order the format picker shows them. */
export const IMAGE_FORMAT_IDS = ['3:4', '4:5', '9:16', '1:1'] as const satisfies readonly ImageFormat[];

export const isImageFormat = (value: string): value is ImageFormat => value in IMAGE_FORMATS;

/** Spec §9 layout constants, and the margins around them. */
export const LAYOUT = {
  /** Side margin of the texts and the logo. */
  margin: 48,
  header: { height: 210, opacity: 0.45 },
  /** The client logo fits (contain) in this box, on the right of the header. */
  logo: { maxWidth: 300, maxHeight: 250, top: 20 },
  /** Space kept between the model text and the logo. */
  titleGap: 32,
  partners: { bandHeight: 160, slotWidth: 200, slotHeight: 160, padding: 18, max: 4 },
  /** The client info line (company, address, phone), just above the partner band. */
  info: { height: 64 },
  /** The score badges (power, torque) or the mechanical intervention, above the bottom bands. */
  highlight: { gapAbove: 40, badgeWidth: 400, badgeHeight: 170, badgeGap: 40, interventionHeight: 200 },
} as const;

/** Spec §9 defaults. */
export const IMAGE_DEFAULTS = {
  format: '3:4' as ImageFormat,
  model: 'Volkswagen Golf 7 GTI',
  power: '400CV',
  torque: '500NM',
  intervention: 'Remplacement embrayage renforcé et volant moteur',
  showScore: true,
  showIntervention: false,
  showPartners: true,
  showClientInfo: true,
} as const;

/** The product suffix of every exported file: `<model>_ProTune.png`. */
export const IMAGE_FILE_SUFFIX = `_${PRODUCT_NAME}.png`;

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export type Highlight = { kind: 'none' } | { kind: 'score'; badges: number } | { kind: 'intervention' };

export interface LayoutInput {
  format: ImageFormat;
  /** Natural size of the client logo; null when there is none. */
  logo: Size | null;
  /** How many partners are selected (only the first 4 are placed). */
  partnerCount: number;
  showPartners: boolean;
  showClientInfo: boolean;
  highlight: Highlight;
}

export interface ImageLayout extends Size {
  format: ImageFormat;
  /** The photo covers the whole image. */
  photo: Rect;
  header: Rect;
  logo: Rect | null;
  /** The model text: left-aligned, vertically centred on `centerY`, never wider than `maxWidth`. */
  title: { x: number; centerY: number; maxWidth: number; fontSize: number; minFontSize: number };
  /** Score badges (one per non-empty value) or the intervention panel; empty when hidden. */
  highlights: Rect[];
  partnerBand: Rect | null;
  partnerSlots: Rect[];
  infoLine: Rect | null;
}

/** Largest size of `source` inside `box`, keeping its proportions (CSS object-fit: contain). */
export function containSize(source: Size, box: Size): Size {
  if (source.width <= 0 || source.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(box.width / source.width, box.height / source.height);
  return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
}

/** `source` contained in `box` and centred in it. */
export function containRect(source: Size, box: Rect): Rect {
  const size = containSize(source, box);
  return {
    x: Math.round(box.x + (box.width - size.width) / 2),
    y: Math.round(box.y + (box.height - size.height) / 2),
    ...size,
  };
}

/**
 * The part of a photo of size `source` to draw over `target` so that it covers it without
 * distortion (CSS object-fit: cover): centred, cropped on the long side.
 */
export function coverCrop(source: Size, target: Size): Rect {
  const ratio = target.width / target.height;
  // Wider than the target: keep the full height and crop the sides; else the full width.
  const width = source.width / source.height > ratio ? source.height * ratio : source.width;
  const height = width === source.width ? source.width / ratio : source.height;
  return { x: (source.width - width) / 2, y: (source.height - height) / 2, width, height };
}

/**
 * Partner slots of 200×160 across the band, spread evenly: the gaps (the outer ones included)
 * are equal, so they depend on the count (1: centred; 4: 56 px apart).
 */
export function partnerSlots(count: number, band: Rect): Rect[] {
  const { slotWidth, slotHeight, max } = LAYOUT.partners;
  const n = Math.max(0, Math.min(max, Math.floor(count)));
  if (n === 0) return [];
  const gap = (band.width - n * slotWidth) / (n + 1);
  return Array.from({ length: n }, (_, i) => ({
    x: Math.round(band.x + gap + i * (slotWidth + gap)),
    y: band.y + (band.height - slotHeight) / 2,
    width: slotWidth,
    height: slotHeight,
  }));
}

/** Where the client logo goes: contained in 300×250 at the right of the header, centred on the band when it fits. */
export function logoRect(logo: Size | null, imageWidth: number): Rect | null {
  if (!logo) return null;
  const { maxWidth, maxHeight, top } = LAYOUT.logo;
  const size = containSize(logo, { width: maxWidth, height: maxHeight });
  if (size.width === 0 || size.height === 0) return null;
  return {
    x: imageWidth - LAYOUT.margin - size.width,
    y: Math.max(top, Math.round((LAYOUT.header.height - size.height) / 2)),
    ...size,
  };
}

export function computeLayout(input: LayoutInput): ImageLayout {
  const { width, height } = IMAGE_FORMATS[input.format];
  const { margin } = LAYOUT;

  const header = { x: 0, y: 0, width, height: LAYOUT.header.height };
  const logo = logoRect(input.logo, width);
  const titleRight = logo ? logo.x - LAYOUT.titleGap : width - margin;

  // The bottom stack, from the bottom edge up: partner band, then the client info line.
  let bottom = height;
  const placedPartners = input.showPartners ? Math.min(LAYOUT.partners.max, Math.max(0, input.partnerCount)) : 0;
  let partnerBand: Rect | null = null;
  if (placedPartners > 0) {
    bottom -= LAYOUT.partners.bandHeight;
    partnerBand = { x: 0, y: bottom, width, height: LAYOUT.partners.bandHeight };
  }
  let infoLine: Rect | null = null;
  if (input.showClientInfo) {
    bottom -= LAYOUT.info.height;
    infoLine = { x: 0, y: bottom, width, height: LAYOUT.info.height };
  }

  const h = LAYOUT.highlight;
  let highlights: Rect[] = [];
  if (input.highlight.kind === 'score' && input.highlight.badges > 0) {
    const count = Math.min(2, input.highlight.badges);
    const total = count * h.badgeWidth + (count - 1) * h.badgeGap;
    const x0 = Math.round((width - total) / 2);
    const y = bottom - h.gapAbove - h.badgeHeight;
    highlights = Array.from({ length: count }, (_, i) => ({
      x: x0 + i * (h.badgeWidth + h.badgeGap),
      y,
      width: h.badgeWidth,
      height: h.badgeHeight,
    }));
  } else if (input.highlight.kind === 'intervention') {
    highlights = [
      { x: margin, y: bottom - h.gapAbove - h.interventionHeight, width: width - 2 * margin, height: h.interventionHeight },
    ];
  }

  return {
    format: input.format,
    width,
    height,
    photo: { x: 0, y: 0, width, height },
    header,
    logo,
    title: { x: margin, centerY: header.height / 2, maxWidth: titleRight - margin, fontSize: 68, minFontSize: 36 },
    highlights,
    partnerBand,
    partnerSlots: partnerBand ? partnerSlots(placedPartners, partnerBand) : [],
    infoLine,
  };
}

/** The client info line: company, address and phone, the empty ones left out. */
export function clientInfoText(info: { company: string; address: string; phone: string }): string {
  return [info.company, info.address, info.phone]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('  •  ');
}

/**
 * The exported file's name (spec §2): the model with its spaces replaced by underscores, then
 * the product suffix. Characters no file system accepts are dropped; no model gives 'image'.
 */
export function imageFileName(model: string): string {
  const base = portableFilename(model.trim().replace(/\s+/g, '_'));
  return `${base || 'image'}${IMAGE_FILE_SUFFIX}`;
}
