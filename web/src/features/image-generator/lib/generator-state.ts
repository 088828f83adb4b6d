import { IMAGE_DEFAULTS, type ImageFormat, LAYOUT } from './image-layout';

/** The generator's settings (spec §3 'Image-generator settings'); the images themselves live apart. */
export interface GeneratorSettings {
  format: ImageFormat;
  model: string;
  power: string;
  torque: string;
  intervention: string;
  /** Score / service: the power and torque badges. */
  showScore: boolean;
  /** Mechanical intervention: the intervention text. */
  showIntervention: boolean;
  /** Selected partner ids, one per selector, at most 4, never twice the same. */
  partnerIds: string[];
  showPartners: boolean;
  showClientInfo: boolean;
}

export const initialSettings: GeneratorSettings = {
  format: IMAGE_DEFAULTS.format,
  model: IMAGE_DEFAULTS.model,
  power: IMAGE_DEFAULTS.power,
  torque: IMAGE_DEFAULTS.torque,
  intervention: IMAGE_DEFAULTS.intervention,
  showScore: IMAGE_DEFAULTS.showScore,
  showIntervention: IMAGE_DEFAULTS.showIntervention,
  partnerIds: [],
  showPartners: IMAGE_DEFAULTS.showPartners,
  showClientInfo: IMAGE_DEFAULTS.showClientInfo,
};

type TextField = 'model' | 'power' | 'torque' | 'intervention';
type Toggle = 'showPartners' | 'showClientInfo';

export type GeneratorAction =
  | { type: 'format'; format: ImageFormat }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'score'; checked: boolean }
  | { type: 'intervention'; checked: boolean }
  | { type: 'toggle'; field: Toggle; checked: boolean }
  | { type: 'partner'; slot: number; partnerId: string }
  /** Drops selections whose partner no longer exists. */
  | { type: 'knownPartners'; ids: readonly string[] };

/**
 * Chooses `partnerId` in selector `slot` (spec §4): an empty choice removes the slot; a partner
 * already chosen in another slot moves to this one; `slot` equal to the count adds a selector
 * (up to 4).
 */
export function choosePartner(ids: readonly string[], slot: number, partnerId: string): string[] {
  if (slot < 0 || slot > ids.length) return [...ids];
  if (!partnerId) return ids.filter((_, index) => index !== slot);
  const from = ids.indexOf(partnerId);
  if (from === slot) return [...ids];
  if (slot === ids.length && from < 0 && ids.length >= LAYOUT.partners.max) return [...ids];
  const next: (string | null)[] = [...ids];
  next[slot] = partnerId;
  if (from >= 0) next[from] = null;
  return next.filter((id): id is string => id !== null);
}

export function generatorReducer(state: GeneratorSettings, action: GeneratorAction): GeneratorSettings {
  switch (action.type) {
    case 'format':
      return { ...state, format: action.format };
    case 'text':
      return { ...state, [action.field]: action.value };
    // Spec §4: the score/service display and the mechanical intervention exclude each other.
    case 'score':
      return { ...state, showScore: action.checked, showIntervention: action.checked ? false : state.showIntervention };
    case 'intervention':
      return { ...state, showIntervention: action.checked, showScore: action.checked ? false : state.showScore };
    case 'toggle':
      return { ...state, [action.field]: action.checked };
    case 'partner':
      return { ...state, partnerIds: choosePartner(state.partnerIds, action.slot, action.partnerId) };
    case 'knownPartners': {
      const known = new Set(action.ids);
      const kept = state.partnerIds.filter((id) => known.has(id));
      return kept.length === state.partnerIds.length ? state : { ...state, partnerIds: kept };
    }
  }
}

/** The score badges' values, the empty ones left out. */
export function scoreValues(settings: Pick<GeneratorSettings, 'power' | 'torque'>): { label: 'power' | 'torque'; value: string }[] {
  return [
    { label: 'power' as const, value: settings.power.trim() },
    { label: 'torque' as const, value: settings.torque.trim() },
  ].filter((entry) => entry.value !== '');
}
