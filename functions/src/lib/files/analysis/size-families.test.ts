import { describe, expect, it } from 'vitest';
import { familiesOfSize } from './size-families';

const KiB = 1024;
const MiB = 1024 * KiB;

describe('familiesOfSize', () => {
  it.each([
    [64 * KiB, ['ME7']],
    [128 * KiB, ['ME7', 'SIMOS']],
    [256 * KiB, ['EDC16', 'ME7', 'SIMOS']],
    [448 * KiB, ['SID803']],
    [512 * KiB, ['EDC15', 'EDC16', 'ME7', 'SIMOS', 'SID803']],
    [1 * MiB, ['EDC16', 'ME7', 'SID803']],
    [1.5 * MiB, ['EDC16', 'SID803']],
    [2 * MiB, ['EDC16', 'EDC17', 'MED17', 'MD1', 'SID803']],
    [3 * MiB, ['EDC17', 'MED17', 'MD1']],
    [4 * MiB, ['EDC17', 'MED17', 'MD1']],
    [8 * MiB, ['EDC17', 'MED17', 'MD1']],
  ])('%i bytes: %j', (size, families) => {
    expect(familiesOfSize(size)).toEqual(families);
  });

  it.each([
    ['empty', 0],
    ['32 KiB (below every family)', 32 * KiB],
    ['300 KiB (inside the EDC16 range, but no chip has it)', 300 * KiB],
    ['512 KiB and one byte', 512 * KiB + 1],
    ['512 KiB less one byte', 512 * KiB - 1],
    ['2,5 MiB (5 × 512 KiB)', 2.5 * MiB],
    ['16 MiB (above every family)', 16 * MiB],
  ])('no family for %s', (_what, size) => {
    expect(familiesOfSize(size)).toEqual([]);
  });

  it('narrows by the Bosch hardware number: 0281 is a diesel ECU, 0261 a petrol one', () => {
    expect(familiesOfSize(512 * KiB, '0281010302')).toEqual(['EDC15', 'EDC16']);
    expect(familiesOfSize(2 * MiB, '0261S04953')).toEqual(['MED17']);
    // A petrol number at a size no petrol family has: the size's families stay.
    expect(familiesOfSize(448 * KiB, '0261207939')).toEqual(['SID803']);
  });
});
