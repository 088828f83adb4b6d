import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileAnalysisSchema } from '@app/shared/files/file-analysis';
import {
  KiB,
  MIDDLE_ERASED,
  MiB,
  chunksOf,
  ecuFile,
  emptyFile,
  erasedFile,
  familyFile,
  familyFixtures,
  noise,
  truncatedFile,
  uniformFile,
  type FixtureFamily,
} from '../../../../../tests/support/ecu-fixtures';
import { analyzeFile } from './analyze-file';

const analyze = (bytes: Uint8Array, chunkSize = 64 * KiB) => analyzeFile(chunksOf(bytes, chunkSize));
const codes = (analysis: { findings: { code: string }[] }) => analysis.findings.map((f) => f.code);

describe('analyzeFile: a clean read of each family', () => {
  it.each(Object.keys(familyFixtures) as FixtureFamily[])('%s: size, SHA-256, family and identifiers, health ok', async (name) => {
    const bytes = familyFile(name);
    const analysis = await analyze(bytes);
    expect(fileAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis).toEqual({
      size: familyFixtures[name].size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      family: familyFixtures[name].family,
      identifiers: familyFixtures[name].identifiers,
      health: 'ok',
      findings: [],
    });
  });

  it('finds no identifier in random bytes, and names the family from the size alone', async () => {
    for (const seed of [1, 2, 3]) {
      const analysis = await analyze(noise(2 * MiB, seed));
      expect(analysis.identifiers).toEqual({ manufacturer: null, ecu_variant: null, hardware_number: null, software_number: null, part_number: null });
      expect(analysis.family).toBe('EDC16 / EDC17 / MED17 / MD1 / SID803');
      expect(analysis.health).toBe('ok');
    }
  });

  it('narrows the size families by the Bosch hardware number (0281 diesel, 0261 petrol) when no variant is found', async () => {
    const diesel = await analyze(ecuFile({ size: 512 * KiB, texts: [{ offset: 0x1000, text: '0281010302 1037353311' }] }));
    expect(diesel.family).toBe('EDC15 / EDC16');
    expect(diesel.identifiers.manufacturer).toBe('Bosch');
    const petrol = await analyze(ecuFile({ size: 512 * KiB, texts: [{ offset: 0x1000, text: '0261207939' }] }));
    expect(petrol.family).toBe('ME7');
  });

  it('has no family when neither the variant nor the size points to one', async () => {
    const analysis = await analyze(noise(300 * KiB));
    expect(analysis.family).toBeNull();
  });

  it('takes the family and the maker from the variant even at an unusual size', async () => {
    const analysis = await analyze(ecuFile({ size: 300 * KiB, texts: [{ offset: 0x2000, text: 'DCM3.5 R04' }] }));
    expect(analysis.family).toBe('DCM');
    expect(analysis.identifiers.manufacturer).toBe('Delphi');
    expect(codes(analysis)).toEqual(['unknown_size']);
  });
});

describe('analyzeFile: unreadable files', () => {
  it('an empty file is unreadable', async () => {
    const analysis = await analyze(emptyFile());
    expect(analysis).toMatchObject({ size: 0, family: null, health: 'unreadable' });
    expect(analysis.sha256).toBe(createHash('sha256').digest('hex'));
    expect(analysis.findings).toEqual([{ code: 'empty', message: 'Fichier vide\u202f: aucun octet à lire', offset: null, length: null }]);
  });

  it.each([0xff, 0x00, 0x55])('a file of one byte value (0x%s) is unreadable, with that finding only', async (byte) => {
    const analysis = await analyze(uniformFile(512 * KiB, byte));
    expect(analysis.health).toBe('unreadable');
    expect(analysis.findings).toEqual([
      { code: 'uniform', message: `Fichier illisible\u202f: tous les octets valent 0x${byte.toString(16).toUpperCase().padStart(2, '0')}`, offset: null, length: null },
    ]);
  });

  it('a single byte is uniform (and not also an unusual size)', async () => {
    expect(codes(await analyze(new Uint8Array([7])))).toEqual(['uniform']);
  });
});

describe('analyzeFile: erased runs', () => {
  it('warns of an erased block inside the file, with its size in Ko and its offset in hex', async () => {
    const analysis = await analyze(erasedFile('middle'));
    expect(analysis.health).toBe('warning');
    expect(analysis.findings).toEqual([
      {
        code: 'erased_block',
        message: 'Lecture peut-être incomplète\u202f: zone effacée de 64\u00a0Ko à 0x1A0000',
        offset: MIDDLE_ERASED.offset,
        length: MIDDLE_ERASED.length,
      },
    ]);
  });

  it('finds a run of 0x00 as well as 0xFF', async () => {
    const analysis = await analyze(erasedFile('middle', 0x00));
    expect(analysis.findings).toMatchObject([{ code: 'erased_block', offset: MIDDLE_ERASED.offset, length: MIDDLE_ERASED.length }]);
  });

  it.each(['start', 'end'] as const)('an erased run touching the %s of the file is normal', async (where) => {
    const analysis = await analyze(erasedFile(where));
    expect(analysis.health).toBe('ok');
    expect(analysis.findings).toEqual([]);
  });

  it('counts from 16 KiB: 16 383 bytes are no erased block, 16 384 are', async () => {
    const at = (length: number) => {
      const bytes = ecuFile({ size: 512 * KiB, erased: [{ offset: 0x2_0000, length }] });
      // The bytes around are random: make sure neither lengthens the run.
      bytes[0x2_0000 - 1] = 0x11;
      bytes[0x2_0000 + length] = 0x11;
      return bytes;
    };
    const shorter = await analyze(at(16 * KiB - 1));
    const exact = await analyze(at(16 * KiB));
    expect(codes(shorter)).toEqual([]);
    expect(exact.findings).toEqual([
      { code: 'erased_block', message: 'Lecture peut-être incomplète\u202f: zone effacée de 16\u00a0Ko à 0x20000', offset: 0x2_0000, length: 16 * KiB },
    ]);
  });

  it('lists five runs at most, the last one counting the others', async () => {
    const erased = Array.from({ length: 8 }, (_, i) => ({ offset: (i + 1) * 0x4_0000, length: 20 * KiB }));
    const analysis = await analyze(ecuFile({ size: 4 * MiB, erased }));
    expect(analysis.findings).toHaveLength(5);
    expect(analysis.findings.map((f) => f.offset)).toEqual(erased.slice(0, 5).map((e) => e.offset));
    expect(analysis.findings[0]!.message).toBe('Lecture peut-être incomplète\u202f: zone effacée de 20\u00a0Ko à 0x40000');
    expect(analysis.findings[4]!.message).toBe('Lecture peut-être incomplète\u202f: zone effacée de 20\u00a0Ko à 0x140000 (et 3 autres zones effacées)');
  });

  it('says one other zone in the singular', async () => {
    const erased = Array.from({ length: 6 }, (_, i) => ({ offset: (i + 1) * 0x4_0000, length: 1536 * KiB / 64 }));
    const analysis = await analyze(ecuFile({ size: 4 * MiB, erased }));
    expect(analysis.findings[4]!.message).toMatch(/ \(et 1 autre zone effacée\)$/);
  });

  it('writes a run of a megabyte or more in Mo', async () => {
    const analysis = await analyze(ecuFile({ size: 4 * MiB, erased: [{ offset: 0x10_0000, length: 1536 * KiB }] }));
    expect(analysis.findings.map((f) => f.message)).toEqual(['Lecture peut-être incomplète\u202f: zone effacée de 1,5\u00a0Mo à 0x100000']);
  });
});

describe('analyzeFile: sizes and byte shares', () => {
  it('warns of a size no family has: a truncated read of 300 Ko', async () => {
    const analysis = await analyze(truncatedFile());
    expect(analysis.health).toBe('warning');
    expect(analysis.findings).toEqual([
      { code: 'unknown_size', message: 'Taille inhabituelle pour un calculateur\u202f: 300\u00a0Ko', offset: null, length: null },
    ]);
  });

  it('writes a tiny size in octets and a large one in Mo', async () => {
    expect((await analyze(noise(300))).findings[0]!.message).toBe('Taille inhabituelle pour un calculateur\u202f: 300\u00a0o');
    expect((await analyze(noise(3 * MiB + 200 * KiB))).findings[0]!.message).toBe('Taille inhabituelle pour un calculateur\u202f: 3,2\u00a0Mo');
  });

  it('warns when 90 % or more of the bytes are one value, not at 89 %', async () => {
    const size = 512 * KiB;
    // Spread in 1 KiB pieces: no erased run, only the share matters.
    const spread = (share: number) => {
      const bytes = noise(size, 5);
      const perKiB = Math.ceil(share * 1024);
      for (let at = 0; at < size; at += 1024) bytes.fill(0xff, at, at + perKiB);
      return bytes;
    };
    const ninety = await analyze(spread(0.9));
    expect(ninety.health).toBe('warning');
    expect(ninety.findings).toEqual([
      { code: 'mostly_one_byte', message: expect.stringMatching(/^Fichier presque uniforme\u202f: 9\d\u00a0% des octets valent 0xFF$/), offset: null, length: null },
    ]);
    expect(codes(await analyze(spread(0.88)))).toEqual([]);
  });

  it('reports every warning together, erased runs first', async () => {
    const analysis = await analyze(ecuFile({ size: 300 * KiB, erased: [{ offset: 0x1000, length: 280 * KiB }] }));
    expect(codes(analysis)).toEqual(['erased_block', 'unknown_size', 'mostly_one_byte']);
    expect(analysis.health).toBe('warning');
  });
});

describe('analyzeFile: chunking', () => {
  // 60 KiB (no family's size): an erased run of 16 KiB inside, a mostly-printable stretch and identifiers that will
  // straddle every kind of boundary as the chunk size changes.
  const bytes = ecuFile({
    size: 60 * KiB,
    seed: 11,
    texts: [
      { offset: 0x0ffc, text: '03L906018AJ R4 2.0l TDI EDC17C66' },
      { offset: 0x7ff9, text: '0281017946 1037541778' },
    ],
    erased: [{ offset: 0x9000, length: 16 * KiB + 3 }],
  });

  it('gives the same analysis whatever the chunk sizes (1 byte to 5 MiB, and uneven ones)', async () => {
    const reference = await analyze(bytes, bytes.length);
    expect(reference.identifiers).toMatchObject({ ecu_variant: 'EDC17C66', hardware_number: '0281017946', part_number: '03L906018AJ' });
    expect(codes(reference)).toEqual(['erased_block', 'unknown_size']);
    for (const size of [1, 2, 3, 7, 64, 65, 255, 4096, 16 * KiB + 1, 5 * MiB]) {
      expect(await analyze(bytes, size), `chunks of ${size}`).toEqual(reference);
    }
    async function* uneven() {
      let at = 0;
      for (let i = 1; at < bytes.length; i = (i * 7 + 3) % 997) {
        yield bytes.subarray(at, at + i);
        at += i;
      }
    }
    expect(await analyzeFile(uneven())).toEqual(reference);
  });

  it('finds an identifier cut at every position by a chunk boundary', async () => {
    const text = '0281017946';
    const file = ecuFile({ size: 4 * KiB, texts: [{ offset: 1000, text }] });
    for (let cut = 999; cut <= 1000 + text.length + 1; cut++) {
      async function* split() {
        yield file.subarray(0, cut);
        yield file.subarray(cut);
      }
      expect((await analyzeFile(split())).identifiers.hardware_number, `cut at ${cut}`).toBe(text);
    }
  });

  it('reads chunks given as views into a larger buffer (byteOffset) correctly', async () => {
    const backing = new Uint8Array(bytes.length + 100);
    backing.set(bytes, 50);
    const view = backing.subarray(50, 50 + bytes.length);
    expect(await analyze(view, 4096)).toEqual(await analyze(bytes, bytes.length));
  });
});
