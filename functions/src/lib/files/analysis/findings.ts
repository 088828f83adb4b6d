import type { AnalysisFinding, FileHealth } from '@app/shared/files/file-analysis';
import { hexOffset, sizeText } from './size-text';
import type { ByteRun } from './byte-scan';

const finding = (code: AnalysisFinding['code'], message: string, run?: ByteRun): AnalysisFinding => ({
  code,
  message,
  offset: run?.offset ?? null,
  length: run?.length ?? null,
});

const byteText = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

export const emptyFinding = (): AnalysisFinding => finding('empty', 'Fichier vide\u202f: aucun octet à lire');

export const uniformFinding = (byte: number): AnalysisFinding =>
  finding('uniform', `Fichier illisible\u202f: tous les octets valent ${byteText(byte)}`);

/** `share` in [0.9, 1): floored, so 99,99 % never reads as 100 %. */
export const mostlyOneByteFinding = (byte: number, share: number): AnalysisFinding =>
  finding('mostly_one_byte', `Fichier presque uniforme\u202f: ${Math.floor(share * 100)}\u00a0% des octets valent ${byteText(byte)}`);

export const unknownSizeFinding = (size: number): AnalysisFinding =>
  finding('unknown_size', `Taille inhabituelle pour un calculateur\u202f: ${sizeText(size)}`);

/** 'Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000'; the last kept run counts the others. */
export function erasedFindings(runs: readonly ByteRun[], total: number): AnalysisFinding[] {
  return runs.map((run, i) => {
    const others = i === runs.length - 1 ? total - runs.length : 0;
    const more = others === 0 ? '' : others === 1 ? ' (et 1 autre zone effacée)' : ` (et ${others} autres zones effacées)`;
    return finding('erased_block', `Lecture peut-être incomplète\u202f: zone effacée de ${sizeText(run.length)} à ${hexOffset(run.offset)}${more}`, run);
  });
}

const unreadable = new Set<AnalysisFinding['code']>(['empty', 'uniform']);

/** unreadable > warning > ok. */
export function healthOf(findings: readonly AnalysisFinding[]): FileHealth {
  if (findings.some((f) => unreadable.has(f.code))) return 'unreadable';
  return findings.length ? 'warning' : 'ok';
}
