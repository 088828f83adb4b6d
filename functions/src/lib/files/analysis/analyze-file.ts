import { createHash } from 'node:crypto';
import type { AnalysisFinding, EcuIdentifiers, FileAnalysis } from '@app/shared/files/file-analysis';
import { ByteScan } from './byte-scan';
import { emptyFinding, erasedFindings, healthOf, mostlyOneByteFinding, uniformFinding, unknownSizeFinding } from './findings';
import { variantInfo } from './identifier-patterns';
import { familiesOfSize } from './size-families';

/** A file with one byte value at least this share of its bytes is suspicious. */
const MOSTLY_ONE_BYTE = 0.9;

/**
 * What an ECU/TCU file is and whether its read looks complete (issue 18): one pass over the chunks
 * in constant memory, whatever their sizes (an S3 GetObject body, a file stream). Indicative only.
 */
export async function analyzeFile(chunks: AsyncIterable<Uint8Array>): Promise<FileAnalysis> {
  const hash = createHash('sha256');
  const scan = new ByteScan();
  for await (const chunk of chunks) {
    hash.update(chunk);
    scan.add(chunk);
  }
  scan.finish();
  const identifiers = identifiersOf(scan);
  const findings = findingsOf(scan);
  return {
    size: scan.size,
    sha256: hash.digest('hex'),
    family: familyOf(scan, identifiers),
    identifiers,
    health: healthOf(findings),
    findings,
  };
}

function identifiersOf(scan: ByteScan): EcuIdentifiers {
  const found = scan.text.found;
  const variant = found.ecu_variant ? variantInfo(found.ecu_variant) : null;
  const hardware = found.hardware_number ?? null;
  const software = found.software_number ?? null;
  return {
    manufacturer: variant?.manufacturer ?? (hardware || software ? 'Bosch' : null),
    ecu_variant: variant?.variant ?? null,
    hardware_number: hardware,
    software_number: software,
    part_number: found.part_number ?? null,
  };
}

/** From the variant when one was found, else the families of its size ('EDC17 / MED17 / MD1'). */
function familyOf(scan: ByteScan, identifiers: EcuIdentifiers): string | null {
  if (scan.text.found.ecu_variant) return variantInfo(scan.text.found.ecu_variant).family;
  const families = familiesOfSize(scan.size, identifiers.hardware_number);
  return families.length ? families.join(' / ') : null;
}

function findingsOf(scan: ByteScan): AnalysisFinding[] {
  if (scan.size === 0) return [emptyFinding()];
  const [byte, count] = commonest(scan.counts);
  if (count === scan.size) return [uniformFinding(byte)];
  const findings = erasedFindings(scan.erased, scan.erasedCount);
  if (familiesOfSize(scan.size).length === 0) findings.push(unknownSizeFinding(scan.size));
  if (count / scan.size >= MOSTLY_ONE_BYTE) findings.push(mostlyOneByteFinding(byte, count / scan.size));
  return findings;
}

function commonest(counts: Float64Array): [number, number] {
  let byte = 0;
  let most = -1;
  counts.forEach((count, b) => {
    if (count > most) [byte, most] = [b, count];
  });
  return [byte, most];
}
