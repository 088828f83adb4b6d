import { describe, expect, it } from 'vitest';
import { durationUnitWord, formatDuration } from './durations';

describe('formatDuration', () => {
  it('writes the unit in French, singular below 2', () => {
    expect(formatDuration(1, 'years')).toBe('1 an');
    expect(formatDuration(10, 'years')).toBe('10 ans');
    expect(formatDuration(1, 'days')).toBe('1 jour');
    expect(formatDuration(90, 'days')).toBe('90 jours');
    expect(formatDuration(1, 'months')).toBe('1 mois');
    expect(formatDuration(24, 'months')).toBe('24 mois');
  });

  it('names the unit alone for a field suffix', () => {
    expect(durationUnitWord(7, 'days')).toBe('jours');
    expect(durationUnitWord(0, 'years')).toBe('an');
  });
});
