import type { ChangeSummary, FileAnalysis } from '@app/shared/files/file-analysis';

export const SHA_ORIGINAL = 'a1b2c3d4'.padEnd(56, '0') + 'e5f6a7b8';
export const SHA_V1 = '0f1e2d3c'.padEnd(56, '9') + '4b5a6978';

/** A 2 MiB Bosch EDC17C60 read with an erased block in the middle, as the server analyses it; to be overridden. */
export const anAnalysis = (overrides: Partial<FileAnalysis> = {}): FileAnalysis => ({
  size: 2 * 1024 * 1024,
  sha256: SHA_ORIGINAL,
  family: 'EDC17',
  identifiers: {
    manufacturer: 'Bosch',
    ecu_variant: 'EDC17C60',
    hardware_number: '0281017946',
    software_number: '1037541778',
    part_number: null,
  },
  health: 'warning',
  findings: [
    {
      code: 'erased_block',
      message: 'Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000',
      offset: 0x1a0000,
      length: 64 * 1024,
    },
  ],
  ...overrides,
});

/** A tuned version against that read: three regions, the same size unless overridden. */
export const aChangeSummary = (overrides: Partial<ChangeSummary> = {}): ChangeSummary => ({
  original_size: 2 * 1024 * 1024,
  size: 2 * 1024 * 1024,
  size_differs: false,
  bytes_changed: 1234,
  regions: 3,
  largest_region: { offset: 0x1c4000, length: 2048 },
  ...overrides,
});
