import { lazy } from '../../lazy';

const sizeFormatter = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));

/**
 * 300 → '300 o', 307 200 → '300 Ko', 1,5 MiB → '1,5 Mo': the SPA's formatFileSize
 * (web/src/lib/format), which the lib tier cannot import, for the findings' messages.
 */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0o`;
  if (bytes < 1024 * 1024) return `${sizeFormatter().format(Math.round(bytes / 1024))}\u00a0Ko`;
  return `${sizeFormatter().format(bytes / (1024 * 1024))}\u00a0Mo`;
}

/** 0x1A0000: an offset as tuners write it (upper-case hex). */
export const hexOffset = (offset: number): string => `0x${offset.toString(16).toUpperCase()}`;
