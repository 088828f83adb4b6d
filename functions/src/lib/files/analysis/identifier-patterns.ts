import type { EcuIdentifiers } from '@app/shared/files/file-analysis';

/** An identifier stands alone: no letter or digit glued to either side. */
const alone = (pattern: string) => new RegExp(`(?<![0-9A-Za-z])(?:${pattern})(?![0-9A-Za-z])`, 'g');

/** Bosch hardware numbers: 0281 diesel, 0261 petrol; newer ones carry an S (0261S04953). */
export const hardwarePattern = alone('02[68]1(?:[0-9]{6}|S[0-9]{5})');
/** Bosch software numbers: 1037 and six digits. */
export const softwarePattern = alone('1037[0-9]{6}');
/**
 * VAG part numbers, e.g. 03L906018AJ: a three-character prefix (03L, 038, 06A, 8E0, 1K0), the
 * electrics main group 9 with its sub-group and part (906018; 927 for gearboxes), then an index of
 * up to three letters.
 */
export const partPattern = alone('(?:0[0-9][0-9A-Z]|[1-9][A-Z][0-9])9[0-9]{5}[A-Z]{0,3}');

interface VariantFamily {
  pattern: string;
  /** The family a variant belongs to, from its text. */
  family: (variant: string) => string;
  manufacturer: string;
}

const leading = (re: RegExp) => (variant: string) => re.exec(variant)?.[0] ?? variant;

/** ECU variant strings by maker. A space or underscore inside ('SIMOS 3.3', 'EDC17_C46') is dropped. */
const variants: readonly VariantFamily[] = [
  { pattern: 'EDC1[5-7](?:_?[A-Z]{1,2}[0-9]{0,2})?\\+?', family: leading(/^EDC1[5-7]/), manufacturer: 'Bosch' },
  {
    pattern: '(?:MEVD|MED|MEV|ME)(?:7|9|17)(?:\\.[0-9]{1,2}){1,3}|MED17',
    family: (v) => (/^ME[A-Z]*7\./.test(v) ? 'ME7' : /^ME[A-Z]*9\./.test(v) ? 'ME9' : 'MED17'),
    manufacturer: 'Bosch',
  },
  { pattern: 'M[DG]1C[PS][0-9]{3}', family: leading(/^M[DG]1/), manufacturer: 'Bosch' },
  { pattern: 'SIMOS ?[0-9]{1,2}(?:\\.[0-9]{1,2})?|PPD1\\.[0-9]', family: leading(/^(?:SIMOS|PPD)/), manufacturer: 'Siemens/Continental' },
  { pattern: 'SID ?[0-9]{3}[A-Z]?', family: leading(/^SID[0-9]{3}/), manufacturer: 'Siemens/Continental' },
  { pattern: 'PCR ?[0-9]\\.[0-9]', family: () => 'PCR', manufacturer: 'Siemens/Continental' },
  { pattern: 'DCM ?[0-9]\\.[0-9]{1,2}[A-Z]?', family: () => 'DCM', manufacturer: 'Delphi' },
  { pattern: '(?:IAW|MJD|MM) ?[0-9][0-9A-Z]{1,2}[A-Z]', family: leading(/^(?:IAW|MJD|MM)/), manufacturer: 'Marelli' },
];

export const variantPattern = alone(variants.map((v) => v.pattern).join('|'));

export interface VariantInfo {
  variant: string;
  family: string;
  manufacturer: string;
}

/** What a variant string says: 'SIMOS 18.1' → SIMOS18.1, family SIMOS, Siemens/Continental. */
export function variantInfo(found: string): VariantInfo {
  const variant = found.replace(/[ _]/g, '');
  const kind = variants.find((v) => new RegExp(`^(?:${v.pattern})$`).test(found));
  return kind
    ? { variant, family: kind.family(variant), manufacturer: kind.manufacturer }
    : { variant, family: variant, manufacturer: 'Bosch' };
}

export const identifierKinds = {
  hardware_number: hardwarePattern,
  software_number: softwarePattern,
  part_number: partPattern,
  ecu_variant: variantPattern,
} as const satisfies Partial<Record<keyof EcuIdentifiers, RegExp>>;
export type IdentifierKind = keyof typeof identifierKinds;
