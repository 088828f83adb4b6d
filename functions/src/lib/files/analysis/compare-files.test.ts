import { describe, expect, it } from 'vitest';
import { changeSummarySchema } from '@app/shared/files/file-analysis';
import { KiB, chunksOf, familyFile, noise, tunedCopy, tunedRegions } from '../../../../../tests/support/ecu-fixtures';
import { compareFiles } from './compare-files';

const compare = (a: Uint8Array, b: Uint8Array, chunkA = 64 * KiB, chunkB = 64 * KiB) => compareFiles(chunksOf(a, chunkA), chunksOf(b, chunkB));

/** `base` with the bytes at these offsets changed. */
function changedAt(base: Uint8Array, offsets: readonly number[]): Uint8Array {
  const copy = base.slice();
  for (const at of offsets) copy[at] = copy[at]! ^ 0xff;
  return copy;
}

describe('compareFiles', () => {
  const original = familyFile('EDC17');

  it('summarises a tuned copy: bytes changed, regions, the largest with its offset, sizes kept', async () => {
    const summary = await compare(original, tunedCopy(original));
    expect(changeSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toEqual({
      original_size: original.length,
      size: original.length,
      size_differs: false,
      bytes_changed: tunedRegions.reduce((sum, r) => sum + r.length, 0),
      regions: 3,
      largest_region: { offset: tunedRegions[1]!.offset, length: tunedRegions[1]!.length },
    });
  });

  it('finds nothing between identical files', async () => {
    expect(await compare(original, original.slice())).toEqual({
      original_size: original.length,
      size: original.length,
      size_differs: false,
      bytes_changed: 0,
      regions: 0,
      largest_region: null,
    });
  });

  it('gives the same summary whatever the two sides’ chunks, aligned or not', async () => {
    const base = noise(40 * KiB, 9);
    const version = changedAt(base, [0, 1, 500, 4095, 4096, 20_000, 20_010, 40 * KiB - 1]);
    const reference = await compare(base, version, base.length, base.length);
    expect(reference).toMatchObject({ bytes_changed: 8, regions: 5, largest_region: { offset: 20_000, length: 11 } });
    for (const [a, b] of [[1, 1], [1, 4096], [7, 13], [4096, 1000], [65_536, 3], [5 * 1024 * KiB, 17]] as const) {
      expect(await compare(base, version, a, b), `chunks ${a} and ${b}`).toEqual(reference);
    }
  });

  it('merges changes fewer than 16 unchanged bytes apart into one region, not 16 apart', async () => {
    const base = noise(4 * KiB, 3);
    // 100 and 116: 15 unchanged bytes between → one region of 17 bytes.
    expect(await compare(base, changedAt(base, [100, 116]))).toMatchObject({ bytes_changed: 2, regions: 1, largest_region: { offset: 100, length: 17 } });
    // 100 and 117: 16 unchanged bytes between → two regions of one byte.
    expect(await compare(base, changedAt(base, [100, 117]))).toMatchObject({ bytes_changed: 2, regions: 2, largest_region: { offset: 100, length: 1 } });
  });

  it('keeps the first of two regions of the same length as the largest', async () => {
    const base = noise(4 * KiB, 3);
    expect((await compare(base, changedAt(base, [3000, 200]))).largest_region).toEqual({ offset: 200, length: 1 });
  });

  it('counts changes over the common length only, and says when the sizes differ', async () => {
    const base = noise(8 * KiB, 4);
    const longer = new Uint8Array(base.length + 100);
    longer.set(changedAt(base, [10]));
    longer.fill(0x42, base.length);
    expect(await compare(base, longer, 1000, 333)).toEqual({
      original_size: base.length,
      size: base.length + 100,
      size_differs: true,
      bytes_changed: 1,
      regions: 1,
      largest_region: { offset: 10, length: 1 },
    });
    expect(await compare(base, base.slice(0, 5000), 333, 1000)).toMatchObject({ original_size: base.length, size: 5000, size_differs: true, bytes_changed: 0, regions: 0 });
  });

  it('compares with an empty side', async () => {
    expect(await compare(new Uint8Array(0), noise(100))).toEqual({
      original_size: 0,
      size: 100,
      size_differs: true,
      bytes_changed: 0,
      regions: 0,
      largest_region: null,
    });
  });
});
