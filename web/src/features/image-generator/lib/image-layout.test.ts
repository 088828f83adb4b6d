import { describe, expect, it } from 'vitest';
import {
  clientInfoText,
  computeLayout,
  containRect,
  containSize,
  coverCrop,
  IMAGE_FILE_SUFFIX,
  IMAGE_FORMAT_IDS,
  IMAGE_FORMATS,
  imageFileName,
  type ImageLayout,
  type LayoutInput,
  LAYOUT,
  logoRect,
  partnerSlots,
  type Rect,
} from './image-layout';

const base: Omit<LayoutInput, 'format'> = {
  logo: { width: 500, height: 500 },
  partnerCount: 2,
  showPartners: true,
  showClientInfo: true,
  highlight: { kind: 'score', badges: 2 },
};

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const canvas = (layout: ImageLayout): Rect => ({ x: 0, y: 0, width: layout.width, height: layout.height });

describe('image formats (spec §9)', () => {
  it('has the four sizes', () => {
    expect(IMAGE_FORMATS).toEqual({
      '3:4': { width: 1080, height: 1440 },
      '4:5': { width: 1080, height: 1350 },
      '9:16': { width: 1080, height: 1920 },
      '1:1': { width: 1080, height: 1080 },
    });
    expect([...IMAGE_FORMAT_IDS].sort()).toEqual(Object.keys(IMAGE_FORMATS).sort());
  });
});

describe('computeLayout, every format and partner count', () => {
  for (const format of IMAGE_FORMAT_IDS) {
    for (let count = 0; count <= 4; count += 1) {
      it(`${format} with ${count} partner(s)`, () => {
        const layout = computeLayout({ ...base, format, partnerCount: count });
        const { width, height } = IMAGE_FORMATS[format];
        expect([layout.width, layout.height]).toEqual([width, height]);
        expect(layout.photo).toEqual({ x: 0, y: 0, width, height });

        // Header band: 210 px at the top, full width.
        expect(layout.header).toEqual({ x: 0, y: 0, width, height: 210 });

        // Client logo: contained in 300×250, right margin, inside the image.
        const logo = layout.logo as Rect;
        expect(logo.width).toBeLessThanOrEqual(300);
        expect(logo.height).toBeLessThanOrEqual(250);
        expect(logo.x + logo.width).toBe(width - LAYOUT.margin);
        expect(inside(logo, canvas(layout))).toBe(true);
        expect(layout.title.x + layout.title.maxWidth).toBeLessThanOrEqual(logo.x);

        // Partner band: 160 px at the bottom when there are partners; slots 200×160, evenly spread.
        if (count === 0) {
          expect(layout.partnerBand).toBeNull();
          expect(layout.partnerSlots).toEqual([]);
        } else {
          expect(layout.partnerBand).toEqual({ x: 0, y: height - 160, width, height: 160 });
          expect(layout.partnerSlots).toHaveLength(count);
          const slots = layout.partnerSlots;
          for (const slot of slots) {
            expect([slot.width, slot.height]).toEqual([200, 160]);
            expect(inside(slot, layout.partnerBand as Rect)).toBe(true);
          }
          const gaps = [slots[0]!.x, ...slots.slice(1).map((s, i) => s.x - (slots[i]!.x + 200)), width - (slots.at(-1)!.x + 200)];
          expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
          expect(gaps[0]).toBeCloseTo((width - count * 200) / (count + 1), 0);
        }

        // Client info line just above the partner band (or at the very bottom).
        const info = layout.infoLine as Rect;
        expect(info.y + info.height).toBe(count === 0 ? height : height - 160);
        expect(info.height).toBe(LAYOUT.info.height);

        // Score badges above the bottom stack, below the header, inside the image, apart from each other.
        expect(layout.highlights).toHaveLength(2);
        for (const badge of layout.highlights) {
          expect(inside(badge, canvas(layout))).toBe(true);
          expect(badge.y).toBeGreaterThanOrEqual(logo.y + logo.height);
          expect(badge.y + badge.height).toBeLessThanOrEqual(info.y);
        }
        expect(overlaps(layout.highlights[0]!, layout.highlights[1]!)).toBe(false);
      });
    }
  }

  it('places at most 4 partners', () => {
    const layout = computeLayout({ ...base, format: '4:5', partnerCount: 7 });
    expect(layout.partnerSlots).toHaveLength(4);
  });

  it('centres one partner and spaces four by 56 px', () => {
    expect(computeLayout({ ...base, format: '1:1', partnerCount: 1 }).partnerSlots[0]?.x).toBe(440);
    const four = computeLayout({ ...base, format: '1:1', partnerCount: 4 }).partnerSlots.map((s) => s.x);
    expect(four).toEqual([56, 312, 568, 824]);
    const two = computeLayout({ ...base, format: '1:1', partnerCount: 2 }).partnerSlots.map((s) => s.x);
    expect(two).toEqual([227, 653]);
  });

  it('leaves out the partner band when partner logos are hidden, and the info line when client info is', () => {
    const layout = computeLayout({ ...base, format: '3:4', partnerCount: 3, showPartners: false, showClientInfo: false });
    expect(layout.partnerBand).toBeNull();
    expect(layout.partnerSlots).toEqual([]);
    expect(layout.infoLine).toBeNull();
    expect(layout.highlights[0]!.y + layout.highlights[0]!.height).toBe(1440 - LAYOUT.highlight.gapAbove);
  });

  it('gives the title the whole width without a logo', () => {
    const layout = computeLayout({ ...base, format: '9:16', logo: null });
    expect(layout.logo).toBeNull();
    expect(layout.title.maxWidth).toBe(1080 - 2 * LAYOUT.margin);
  });

  it('draws one centred badge for one score, one wide panel for an intervention, nothing for none', () => {
    const one = computeLayout({ ...base, format: '4:5', highlight: { kind: 'score', badges: 1 } });
    expect(one.highlights).toHaveLength(1);
    expect(one.highlights[0]!.x * 2 + one.highlights[0]!.width).toBe(1080);
    const panel = computeLayout({ ...base, format: '4:5', highlight: { kind: 'intervention' } }).highlights;
    expect(panel).toEqual([{ x: 48, y: 1350 - 160 - 64 - 40 - 200, width: 984, height: 200 }]);
    expect(computeLayout({ ...base, format: '4:5', highlight: { kind: 'none' } }).highlights).toEqual([]);
    expect(computeLayout({ ...base, format: '4:5', highlight: { kind: 'score', badges: 0 } }).highlights).toEqual([]);
  });
});

describe('client logo', () => {
  it('fits a square logo to 250 high, a wide one to 300 wide, and never exceeds the box', () => {
    expect(logoRect({ width: 1000, height: 1000 }, 1080)).toEqual({ x: 1080 - 48 - 250, y: 20, width: 250, height: 250 });
    expect(logoRect({ width: 900, height: 300 }, 1080)).toEqual({ x: 1080 - 48 - 300, y: 55, width: 300, height: 100 });
    expect(logoRect({ width: 100, height: 40 }, 1080)).toMatchObject({ width: 300, height: 120 });
    expect(logoRect({ width: 50, height: 400 }, 1080)).toMatchObject({ width: 31, height: 250 });
  });

  it('centres a short logo on the header band', () => {
    const rect = logoRect({ width: 600, height: 200 }, 1080)!;
    expect(rect.y + rect.height / 2).toBe(105);
  });

  it('has no place for a missing or empty logo', () => {
    expect(logoRect(null, 1080)).toBeNull();
    expect(logoRect({ width: 0, height: 10 }, 1080)).toBeNull();
  });
});

describe('fitting images', () => {
  it('contains', () => {
    expect(containSize({ width: 400, height: 200 }, { width: 164, height: 124 })).toEqual({ width: 164, height: 82 });
    expect(containRect({ width: 100, height: 100 }, { x: 10, y: 20, width: 200, height: 100 })).toEqual({
      x: 60,
      y: 20,
      width: 100,
      height: 100,
    });
  });

  it('cover-crops a landscape photo on its sides and a portrait one top and bottom', () => {
    expect(coverCrop({ width: 4000, height: 3000 }, { width: 1080, height: 1440 })).toEqual({
      x: 875,
      y: 0,
      width: 2250,
      height: 3000,
    });
    const portrait = coverCrop({ width: 1000, height: 4000 }, { width: 1080, height: 1080 });
    expect(portrait).toEqual({ x: 0, y: 1500, width: 1000, height: 1000 });
  });
});

describe('partnerSlots', () => {
  it('has no slot for no partner', () => {
    expect(partnerSlots(0, { x: 0, y: 0, width: 1080, height: 160 })).toEqual([]);
  });
});

describe('texts and file name', () => {
  it('joins the client info, skipping empty parts', () => {
    expect(clientInfoText({ company: 'Garage Dupont', address: ' 12 rue de la Paix ', phone: '+33 6 12 34 56 78' })).toBe(
      'Garage Dupont  •  12 rue de la Paix  •  +33 6 12 34 56 78',
    );
    expect(clientInfoText({ company: 'Garage Dupont', address: '', phone: ' ' })).toBe('Garage Dupont');
  });

  it('names the file from the model, spaces as underscores, with the product suffix', () => {
    expect(IMAGE_FILE_SUFFIX).toBe('_ProTune.png');
    expect(imageFileName('Audi RS3 8V')).toBe('Audi_RS3_8V_ProTune.png');
    expect(imageFileName('  Golf   7 GTI ')).toBe('Golf_7_GTI_ProTune.png');
    expect(imageFileName('BMW M3 E46/CSL')).toBe('BMW_M3_E46CSL_ProTune.png');
    expect(imageFileName('   ')).toBe('image_ProTune.png');
  });
});
