import { describe, expect, it, vi } from 'vitest';
import { purgeAllowed, reportRefusedPurge } from './purge-guard';

describe('purgeAllowed', () => {
  it('always lets the first ten orphans go', () => {
    expect(purgeAllowed(0, 0)).toBe(true);
    expect(purgeAllowed(10, 10)).toBe(true);
  });

  it('beyond ten, allows at most 5 % of the folders and never more than 500', () => {
    expect(purgeAllowed(11, 220)).toBe(true);
    expect(purgeAllowed(11, 219)).toBe(false);
    expect(purgeAllowed(500, 100_000)).toBe(true);
    expect(purgeAllowed(501, 100_000)).toBe(false);
    expect(purgeAllowed(1000, 1000)).toBe(false);
  });
});

describe('reportRefusedPurge', () => {
  it('emits PurgeRefused = 1 in the FileManager namespace, without dimensions (what the alarm reads)', () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      reportRefusedPurge('purge-orphan-order-files', 42, 100);
    } finally {
      write.mockRestore();
    }
    const emf = lines.flatMap((line) => line.split('\n')).filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line));
    expect(emf).toHaveLength(1);
    expect(emf[0]._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'FileManager', Dimensions: [], Metrics: [{ Name: 'PurgeRefused', Unit: 'Count' }] },
    ]);
    expect(emf[0]).toMatchObject({ PurgeRefused: 1, job: 'purge-orphan-order-files', orphans: '42', folders: '100' });
  });
});
