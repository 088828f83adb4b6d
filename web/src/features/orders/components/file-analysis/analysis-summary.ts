import type { ChangeSummary, FileAnalysis } from '@app/shared/files/file-analysis';
import { fileAnalysisFr } from '@/features/orders/fr';
import { formatCount, formatFileSize } from '@/lib/format/format';

const t = fileAnalysisFr;

/** A Bosch number in the groups it is printed with on the label: '0281017946' → '0281 017 946'. */
export const groupedNumber = (value: string): string =>
  /^\d{10}$/.test(value) ? `${value.slice(0, 4)} ${value.slice(4, 7)} ${value.slice(7)}` : value;

/** An offset in the file as tuners write it: 0x1A0000. */
export const hexOffset = (offset: number): string => `0x${offset.toString(16).toUpperCase()}`;

/**
 * The one-line summary of a read, from the parts found only: 'Bosch EDC17C60 · 0281 017 946 ·
 * logiciel 1037541778 · lecture complète'. The family stands in for a variant not found; a file
 * with findings gets no 'lecture complète' (its warnings are shown instead).
 */
export function analysisSummary(analysis: FileAnalysis): string {
  const { manufacturer, ecu_variant, hardware_number, software_number, part_number } = analysis.identifiers;
  const ecu = [manufacturer, ecu_variant ?? analysis.family].filter(Boolean).join(' ');
  const parts = [
    ecu,
    hardware_number ? groupedNumber(hardware_number) : '',
    software_number ? t.software(software_number) : '',
    part_number ? t.partNumber(part_number) : '',
    analysis.health === 'ok' ? t.completeRead : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : t.noIdentifiers;
}

/** Each finding as shown: '⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000'. */
export const analysisWarnings = (analysis: FileAnalysis): string[] => analysis.findings.map((finding) => t.warning(finding.message));

/** '1 234 octets modifiés · 3 zones, la plus grande de 2 Ko à 0x1A0000', or 'Identique à l'original'. */
export function changeSummaryText(changes: ChangeSummary): string {
  if (changes.bytes_changed === 0 && !changes.size_differs) return t.unchanged;
  const largest = changes.largest_region;
  const regions = t.regions(changes.regions, formatCount(changes.regions));
  const where = largest ? t.largestRegion(formatFileSize(largest.length), hexOffset(largest.offset), changes.regions > 1) : '';
  return `${t.bytesChanged(changes.bytes_changed, formatCount(changes.bytes_changed))} · ${regions}${where}`;
}
