/** File versions of an order (spec §4) and the accepted order files (spec §5, §9). */
import { type FileRules } from '../files/file-rules';

export const ORDER_FILE_EXTENSIONS = ['.bin', '.ori', '.mod', '.hex', '.map'] as const;

/** Order files (original and delivered versions) are at most 32 MiB. */
export const MAX_ORDER_FILE_BYTES = 32 * 1024 * 1024;

export const BAD_EXTENSION_MESSAGE = `Format de fichier non accepté. Extensions autorisées\u202f: ${ORDER_FILE_EXTENSIONS.join(', ')}`;
export const FILE_TOO_LARGE_MESSAGE = 'Le fichier dépasse la taille maximale de 32 Mo';

/** True when the name ends with one of the accepted extensions, whatever the case. */
export function hasAllowedExtension(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return ORDER_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

/** Order files: the original and delivered versions (spec §5, §9). */
export const orderFileRules: FileRules = {
  accepts: hasAllowedExtension,
  badExtension: BAD_EXTENSION_MESSAGE,
  maxBytes: MAX_ORDER_FILE_BYTES,
  tooLarge: FILE_TOO_LARGE_MESSAGE,
};

/** A version key: original, v1..v9999, sav. */
export const VERSION_PATTERN = /^(original|v[1-9]\d{0,3}|sav)$/;
export const isVersionKey = (value: string): boolean => VERSION_PATTERN.test(value);

export const versionKey = (n: number): string => `v${n}`;

export type DeliveryKind = 'nouvelle' | 'sav';

/** Whether an order's files hold a delivered version (v1, v2…): what « Terminé » needs (decision 033). */
export const hasDeliveredVersion = (files: Readonly<Record<string, unknown>>): boolean => Object.keys(files).some((key) => /^v[1-9]\d{0,3}$/.test(key));

function rank(key: string): [number, number, string] {
  if (key === 'original') return [0, 0, key];
  const match = /^v(\d+)$/.exec(key);
  if (match) return [1, Number(match[1]), key];
  if (key === 'sav') return [3, 0, key];
  return [2, 0, key];
}

/** original, v1, v2, ..., v10 (numeric order), other keys, sav last. */
export function sortVersions(keys: readonly string[]): string[] {
  return [...keys].sort((a, b) => {
    const [ga, na, sa] = rank(a);
    const [gb, nb, sb] = rank(b);
    return ga - gb || na - nb || sa.localeCompare(sb);
  });
}

/** The button label of a version: Original, V1, V2..., SAV. */
export function versionLabel(key: string): string {
  if (key === 'original') return 'Original';
  if (key === 'sav') return 'SAV';
  return key.toUpperCase();
}

/** Spec §9: the download falls back to {version}.bin when no name is known. */
export const fallbackFilename = (version: string): string => `${version}.bin`;
