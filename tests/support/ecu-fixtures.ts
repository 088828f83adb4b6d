/**
 * ECU/TCU files built in code for the file analysis (issue 18): no real dump is in the repository.
 * The bytes are a seeded pseudo-random stream (never 0xFF padding, so no accidental erased run),
 * with NUL-terminated ident strings — Bosch hardware and software numbers, the variant, the VAG
 * part number — where such blocks usually sit: the calibration header near the start of the data
 * area and the ident block near the end of the flash. The offsets are plausible, not copied.
 */

export type Bytes = Uint8Array<ArrayBuffer>;

export const KiB = 1024;
export const MiB = 1024 * KiB;

/** A byte stream that looks like compiled code and tables; the same seed gives the same bytes. */
export function noise(size: number, seed = 1): Bytes {
  const out = new Uint8Array(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    // xorshift32
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

export interface PlacedText {
  offset: number;
  text: string;
}

export interface ErasedBlock {
  offset: number;
  length: number;
  byte?: 0x00 | 0xff;
}

export interface EcuFileOptions {
  size: number;
  seed?: number;
  texts?: readonly PlacedText[];
  erased?: readonly ErasedBlock[];
}

/** Random-looking bytes with each text NUL-framed at its offset, then the erased blocks. */
export function ecuFile({ size, seed = 1, texts = [], erased = [] }: EcuFileOptions): Bytes {
  const bytes = noise(size, seed);
  for (const { offset, text } of texts) {
    bytes[offset - 1] = 0;
    bytes.set(Buffer.from(text, 'latin1'), offset);
    bytes[offset + text.length] = 0;
  }
  for (const { offset, length, byte = 0xff } of erased) bytes.fill(byte, offset, offset + length);
  return bytes;
}

/** What the analysis should find in a family's fixture (null: not in the file). */
export interface FixtureIdentifiers {
  manufacturer: string | null;
  ecu_variant: string | null;
  hardware_number: string | null;
  software_number: string | null;
  part_number: string | null;
}

export interface FamilyFixture {
  size: number;
  /** The family the analysis names from the variant. */
  family: string;
  identifiers: FixtureIdentifiers;
  texts: readonly PlacedText[];
}

const bosch = (variant: string, hardware: string, software: string, part: string | null) => ({
  manufacturer: 'Bosch',
  ecu_variant: variant,
  hardware_number: hardware,
  software_number: software,
  part_number: part,
});

/** A VAG ident block ('03L906018AJ R4 2.0l TDI EDC17C66') near the end, the Bosch numbers in the header. */
const vagBosch = (size: number, header: number, ids: FixtureIdentifiers): PlacedText[] => [
  { offset: header, text: `${ids.hardware_number} ${ids.software_number}` },
  { offset: size - 48 * KiB + 0x120, text: `${ids.part_number} ${ids.ecu_variant}  P${(size >>> 10) % 1000}` },
];

function family(size: number, familyName: string, identifiers: FixtureIdentifiers, texts: PlacedText[]): FamilyFixture {
  return { size, family: familyName, identifiers, texts };
}

const edc15 = bosch('EDC15P+', '0281011900', '1037366536', '038906019KP');
const edc16 = bosch('EDC16U31', '0281012113', '1037369621', '03G906016J');
const edc17 = bosch('EDC17C66', '0281017946', '1037541778', '03L906018AJ');
const med17 = bosch('MED17.5.2', '0261S04953', '1037394113', '06J906026CQ');
const md1 = bosch('MD1CS004', '0281034405', '1037556321', '04L906021DT');
const me7 = bosch('ME7.5', '0261207939', '1037368072', '06A906032HN');
const simos = { manufacturer: 'Siemens/Continental', ecu_variant: 'SIMOS7.1', hardware_number: null, software_number: null, part_number: '06A906033AQ' };
const sid803 = { manufacturer: 'Siemens/Continental', ecu_variant: 'SID803A', hardware_number: null, software_number: null, part_number: null };

/** One fixture per size family of the issue, at a size of that family. */
export const familyFixtures = {
  EDC15: family(512 * KiB, 'EDC15', edc15, vagBosch(512 * KiB, 0x5_0010, edc15)),
  EDC16: family(1 * MiB, 'EDC16', edc16, vagBosch(1 * MiB, 0x4_0024, edc16)),
  EDC17: family(4 * MiB, 'EDC17', edc17, vagBosch(4 * MiB, 0x4_0020, edc17)),
  MED17: family(2 * MiB, 'MED17', med17, vagBosch(2 * MiB, 0x4_0020, med17)),
  MD1: family(4 * MiB, 'MD1', md1, vagBosch(4 * MiB, 0x28_0020, md1)),
  ME7: family(512 * KiB, 'ME7', me7, vagBosch(512 * KiB, 0x1_0010, me7)),
  SIMOS: family(512 * KiB, 'SIMOS', simos, [{ offset: 0x7_0200, text: `${simos.part_number} SIMOS 7.1  4413` }]),
  SID803: family(448 * KiB, 'SID803', sid803, [{ offset: 0x6_F000, text: 'SID803A 5WS40141D-T' }]),
} satisfies Record<string, FamilyFixture>;
export type FixtureFamily = keyof typeof familyFixtures;

/** A clean read of a family: identifiers in place, no erased run inside. */
export function familyFile(name: FixtureFamily, seed = 7): Bytes {
  const f = familyFixtures[name];
  return ecuFile({ size: f.size, seed, texts: f.texts });
}

/** The example: an EDC17 read of 2 MiB with 64 KiB erased at 0x1A0000. */
export const MIDDLE_ERASED = { offset: 0x1a_0000, length: 64 * KiB } as const;

/**
 * An EDC17 read with an erased block: in the middle (a warning: 'zone effacée de 64 Ko à
 * 0x1A0000'), or at the start or the end (not one: an erased run touching an end is normal).
 */
export function erasedFile(where: 'start' | 'middle' | 'end', byte: 0x00 | 0xff = 0xff): Bytes {
  const size = 2 * MiB;
  const offset = where === 'start' ? 0 : where === 'end' ? size - MIDDLE_ERASED.length : MIDDLE_ERASED.offset;
  return ecuFile({ size, texts: vagBosch(size, 0x4_0020, edc17), erased: [{ offset, length: MIDDLE_ERASED.length, byte }] });
}

/** A read cut short: the first `size` bytes (300 KiB of an EDC17 by default: an unusual size). */
export function truncatedFile(size = 300 * KiB, from: Bytes = familyFile('EDC17')): Bytes {
  return from.slice(0, size);
}

/** Every byte the same (a blank chip, a failed read): 0xFF by default. */
export function uniformFile(size = 512 * KiB, byte = 0xff): Bytes {
  return new Uint8Array(size).fill(byte);
}

export const emptyFile = (): Bytes => new Uint8Array(0);

export interface ChangedRegion {
  offset: number;
  length: number;
}

/** Three maps changed in an EDC17 of 4 MiB: what a tuned copy of familyFile('EDC17') differs by. */
export const tunedRegions: readonly ChangedRegion[] = [
  { offset: 0x1c_4a00, length: 512 },
  { offset: 0x1c_8000, length: 2_048 },
  { offset: 0x1d_0010, length: 96 },
];

/** A copy with every byte of the regions changed (xor 0x5A: never equal to the original byte). */
export function tunedCopy(original: Bytes, regions: readonly ChangedRegion[] = tunedRegions): Bytes {
  const copy = original.slice();
  for (const { offset, length } of regions) for (let i = offset; i < offset + length; i++) copy[i] = copy[i]! ^ 0x5a;
  return copy;
}

/** The bytes as a stream of chunks of `size` bytes (the last one shorter), as S3 or a file stream gives them. */
export async function* chunksOf(bytes: Uint8Array, size = 64 * KiB): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
