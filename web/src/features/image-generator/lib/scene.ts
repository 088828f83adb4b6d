import type { GeneratorSettings } from './generator-state';
import { scoreValues } from './generator-state';
import { clientInfoText, computeLayout, type Highlight, IMAGE_FORMATS } from './image-layout';
import type { PartnerAsset } from './render-image';
import type { RenderJob } from './render-job';

/** Words drawn on the image (the page passes its French strings: this module stays free of them). */
export interface SceneWords {
  power: string;
  torque: string;
  intervention: string;
  placeholder: string;
  size: (width: number, height: number) => string;
}

export interface SceneInput {
  settings: GeneratorSettings;
  photo: ImageBitmap | null;
  logo: ImageBitmap | null;
  /** The selected partners in slot order, each with its decoded logo or null. */
  partners: PartnerAsset[];
  client: { company: string; address: string; phone: string };
  words: SceneWords;
}

/** What the settings show in the highlight area: the intervention, the score badges, or nothing. */
export function highlightOf(settings: GeneratorSettings): Highlight {
  if (settings.showIntervention && settings.intervention.trim()) return { kind: 'intervention' };
  if (settings.showScore) return { kind: 'score', badges: scoreValues(settings).length };
  return { kind: 'none' };
}

/** Settings and images → the layout, assets and texts drawScene paints (preview and export alike). */
export function buildScene({ settings, photo, logo, partners, client, words }: SceneInput): RenderJob {
  const highlight = highlightOf(settings);
  const layout = computeLayout({
    format: settings.format,
    logo: logo ? { width: logo.width, height: logo.height } : null,
    partnerCount: partners.length,
    showPartners: settings.showPartners,
    showClientInfo: settings.showClientInfo,
    highlight,
  });
  const { width, height } = IMAGE_FORMATS[settings.format];
  return {
    layout,
    assets: { photo, logo, partners: settings.showPartners ? partners : [] },
    texts: {
      model: settings.model,
      scores:
        highlight.kind === 'score'
          ? scoreValues(settings).map(({ label, value }) => ({ label: label === 'power' ? words.power : words.torque, value }))
          : [],
      intervention: highlight.kind === 'intervention' ? { label: words.intervention, text: settings.intervention } : null,
      clientInfo: clientInfoText(client),
      placeholder: { hint: words.placeholder, size: words.size(width, height) },
    },
  };
}
