import { coverCrop, containRect, type ImageLayout, LAYOUT, type Rect } from './image-layout';

/**
 * Draws the branded image: `drawScene(ctx, layout, assets, texts)`. No DOM, no React, no state:
 * the same function paints the scaled-down preview on the page and the full-size PNG, in a
 * worker's OffscreenCanvas when there is one (render.worker.ts).
 */

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface PartnerAsset {
  name: string;
  /** null when the partner has no logo or it could not be read: its name stands in for it (spec §8). */
  logo: ImageBitmap | null;
}

export interface SceneAssets {
  photo: ImageBitmap | null;
  logo: ImageBitmap | null;
  /** In slot order; only as many as the layout has slots are drawn. */
  partners: PartnerAsset[];
}

export interface SceneTexts {
  model: string;
  /** Score badges, in layout order: e.g. { label: 'PUISSANCE', value: '400CV' }. */
  scores: { label: string; value: string }[];
  /** The mechanical intervention panel. */
  intervention: { label: string; text: string } | null;
  /** Company, address and phone on one line. */
  clientInfo: string;
  /** Shown in place of the photo before one is chosen: a hint and the format's size. */
  placeholder: { hint: string; size: string };
}

export const FONT_STACK = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif';
const ACCENT = '#fb923c';
const WHITE = '#ffffff';
/** Below this size a long model goes on two lines rather than shrinking further. */
const TITLE_ONE_LINE_MIN = 48;

const font = (weight: number, size: number) => `${weight} ${size}px ${FONT_STACK}`;

function setLetterSpacing(ctx: Ctx2D, spacing: string): void {
  if ('letterSpacing' in ctx) ctx.letterSpacing = spacing;
}

/** The largest font size from `max` down to `min` at which `text` fits in `maxWidth`. */
function fitFontSize(ctx: Ctx2D, text: string, weight: number, max: number, min: number, maxWidth: number): number {
  for (let size = max; size > min; size -= 2) {
    ctx.font = font(weight, size);
    if (ctx.measureText(text).width <= maxWidth) return size;
  }
  return min;
}

/** `text`, cut with an ellipsis so that it fits in `maxWidth` with the current font. */
function ellipsize(ctx: Ctx2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end).trimEnd()}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Splits `text` into at most `maxLines` lines of `maxWidth`; the last one takes the rest, ellipsized. */
function wrapLines(ctx: Ctx2D, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (maxLines <= 1) return [ellipsize(ctx, words.join(' '), maxWidth)];
  const lines: string[] = [];
  let current = '';
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (!current || ctx.measureText(candidate).width <= maxWidth) {
      current = candidate;
      continue;
    }
    lines.push(current);
    if (lines.length === maxLines - 1) {
      current = words.slice(index).join(' ');
      break;
    }
    current = word;
  }
  if (current) lines.push(current);
  return lines.map((line) => ellipsize(ctx, line, maxWidth));
}

function roundedRect(ctx: Ctx2D, rect: Rect, radius: number): void {
  const r = Math.min(radius, rect.width / 2, rect.height / 2);
  ctx.beginPath();
  ctx.moveTo(rect.x + r, rect.y);
  ctx.arcTo(rect.x + rect.width, rect.y, rect.x + rect.width, rect.y + rect.height, r);
  ctx.arcTo(rect.x + rect.width, rect.y + rect.height, rect.x, rect.y + rect.height, r);
  ctx.arcTo(rect.x, rect.y + rect.height, rect.x, rect.y, r);
  ctx.arcTo(rect.x, rect.y, rect.x + rect.width, rect.y, r);
  ctx.closePath();
}

function drawBitmap(ctx: Ctx2D, bitmap: ImageBitmap, rect: Rect): void {
  ctx.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height);
}

function drawPhoto(ctx: Ctx2D, layout: ImageLayout, photo: ImageBitmap): void {
  const crop = coverCrop(photo, layout.photo);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(photo, crop.x, crop.y, crop.width, crop.height, 0, 0, layout.width, layout.height);
}

/** Before a photo: a dark gradient with the hint and the format's size, between the header and the bottom. */
function drawPlaceholder(ctx: Ctx2D, layout: ImageLayout, texts: SceneTexts['placeholder']): void {
  const gradient = ctx.createLinearGradient(0, 0, layout.width, layout.height);
  gradient.addColorStop(0, '#3f3f46');
  gradient.addColorStop(1, '#18181b');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, layout.width, layout.height);

  // A thin frame, as a hint of the crop.
  ctx.strokeStyle = 'rgba(255,255,255,0.18)';
  ctx.lineWidth = 4;
  ctx.setLineDash([24, 18]);
  ctx.strokeRect(24, 24, layout.width - 48, layout.height - 48);
  ctx.setLineDash([]);

  const top = layout.header.height;
  const bottom = Math.min(
    layout.highlights[0]?.y ?? layout.height,
    layout.infoLine?.y ?? layout.height,
    layout.partnerBand?.y ?? layout.height,
  );
  const middle = (top + bottom) / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = WHITE;
  ctx.font = font(700, 84);
  ctx.fillText(texts.size, layout.width / 2, middle - 36);
  ctx.fillStyle = 'rgba(255,255,255,0.72)';
  ctx.font = font(500, 40);
  ctx.fillText(ellipsize(ctx, texts.hint, layout.width - 160), layout.width / 2, middle + 48);
}

function drawHeader(ctx: Ctx2D, layout: ImageLayout, logo: ImageBitmap | null, model: string): void {
  const { header, title } = layout;
  ctx.fillStyle = `rgba(0,0,0,${LAYOUT.header.opacity})`;
  ctx.fillRect(header.x, header.y, header.width, header.height);

  if (logo && layout.logo) drawBitmap(ctx, logo, layout.logo);

  const text = model.trim();
  if (!text || title.maxWidth <= 0) return;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = WHITE;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 12;
  // One line, shrunk down to 48 px; a longer model goes on two lines (down to the minimum size).
  const oneLine = fitFontSize(ctx, text, 800, title.fontSize, TITLE_ONE_LINE_MIN, title.maxWidth);
  ctx.font = font(800, oneLine);
  if (ctx.measureText(text).width <= title.maxWidth) {
    ctx.fillText(text, title.x, title.centerY);
  } else {
    let size = TITLE_ONE_LINE_MIN;
    let lines: string[] = [];
    for (; size >= title.minFontSize; size -= 2) {
      ctx.font = font(800, size);
      lines = wrapLines(ctx, text, title.maxWidth, 2);
      if (!lines.some((line) => line.endsWith('…'))) break;
    }
    size = Math.max(size, title.minFontSize);
    ctx.font = font(800, size);
    const lineHeight = Math.round(size * 1.15);
    lines.forEach((line, index) => {
      ctx.fillText(line, title.x, title.centerY + (index - (lines.length - 1) / 2) * lineHeight);
    });
  }
  ctx.shadowColor = 'transparent';
  ctx.shadowBlur = 0;
}

function drawPanel(ctx: Ctx2D, rect: Rect): void {
  ctx.fillStyle = 'rgba(0,0,0,0.62)';
  roundedRect(ctx, rect, 28);
  ctx.fill();
  ctx.fillStyle = ACCENT;
  ctx.fillRect(rect.x + 36, rect.y + 28, 56, 6);
}

function drawPanelLabel(ctx: Ctx2D, rect: Rect, label: string): void {
  ctx.font = font(700, 26);
  setLetterSpacing(ctx, '4px');
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ACCENT;
  ctx.fillText(ellipsize(ctx, label.toUpperCase(), rect.width - 72), rect.x + 36, rect.y + 72);
  setLetterSpacing(ctx, '0px');
}

function drawScores(ctx: Ctx2D, layout: ImageLayout, scores: SceneTexts['scores']): void {
  layout.highlights.forEach((rect, index) => {
    const score = scores[index];
    if (!score) return;
    drawPanel(ctx, rect);
    drawPanelLabel(ctx, rect, score.label);
    const maxWidth = rect.width - 72;
    const size = fitFontSize(ctx, score.value, 800, 76, 36, maxWidth);
    ctx.font = font(800, size);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = WHITE;
    ctx.fillText(ellipsize(ctx, score.value, maxWidth), rect.x + 36, rect.y + rect.height - 30);
  });
}

function drawIntervention(ctx: Ctx2D, layout: ImageLayout, intervention: NonNullable<SceneTexts['intervention']>): void {
  const rect = layout.highlights[0];
  if (!rect) return;
  drawPanel(ctx, rect);
  drawPanelLabel(ctx, rect, intervention.label);
  const maxWidth = rect.width - 72;
  ctx.font = font(700, 40);
  const lines = wrapLines(ctx, intervention.text.trim(), maxWidth, 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = WHITE;
  const lineHeight = 46;
  // Below the label (its baseline at +72), above a 24 px bottom padding.
  const middle = (rect.y + 100 + rect.y + rect.height - 24) / 2;
  lines.forEach((line, index) => {
    ctx.fillText(line, rect.x + 36, middle + (index - (lines.length - 1) / 2) * lineHeight);
  });
}

function drawInfoLine(ctx: Ctx2D, rect: Rect, text: string): void {
  ctx.fillStyle = 'rgba(0,0,0,0.72)';
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  if (!text) return;
  const maxWidth = rect.width - 2 * LAYOUT.margin;
  const size = fitFontSize(ctx, text, 500, 28, 18, maxWidth);
  ctx.font = font(500, size);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = WHITE;
  ctx.fillText(ellipsize(ctx, text, maxWidth), rect.x + rect.width / 2, rect.y + rect.height / 2);
}

function drawPartners(ctx: Ctx2D, layout: ImageLayout, partners: PartnerAsset[]): void {
  const band = layout.partnerBand;
  if (!band) return;
  ctx.fillStyle = 'rgba(255,255,255,0.94)';
  ctx.fillRect(band.x, band.y, band.width, band.height);
  const pad = LAYOUT.partners.padding;
  layout.partnerSlots.forEach((slot, index) => {
    const partner = partners[index];
    if (!partner) return;
    const inner = { x: slot.x + pad, y: slot.y + pad, width: slot.width - 2 * pad, height: slot.height - 2 * pad };
    if (partner.logo) {
      ctx.imageSmoothingQuality = 'high';
      drawBitmap(ctx, partner.logo, containRect(partner.logo, inner));
      return;
    }
    // Spec §8: a partner logo that cannot be shown leaves its name.
    ctx.font = font(700, 26);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#27272a';
    const lines = wrapLines(ctx, partner.name, inner.width, 2);
    const lineHeight = 32;
    const first = inner.y + inner.height / 2 - ((lines.length - 1) * lineHeight) / 2;
    lines.forEach((line, i) => ctx.fillText(line, inner.x + inner.width / 2, first + i * lineHeight));
  });
}

/** Paints the whole image in layout pixels (scale the context first for a smaller preview). */
export function drawScene(ctx: Ctx2D, layout: ImageLayout, assets: SceneAssets, texts: SceneTexts): void {
  ctx.save();
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (assets.photo) drawPhoto(ctx, layout, assets.photo);
  else drawPlaceholder(ctx, layout, texts.placeholder);

  drawHeader(ctx, layout, assets.logo, texts.model);
  if (texts.intervention) drawIntervention(ctx, layout, texts.intervention);
  else drawScores(ctx, layout, texts.scores);
  if (layout.infoLine) drawInfoLine(ctx, layout.infoLine, texts.clientInfo);
  drawPartners(ctx, layout, assets.partners);
  ctx.restore();
}
