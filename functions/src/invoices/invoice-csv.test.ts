import { describe, expect, it } from 'vitest';
import { frenchAmount } from './invoice-csv';
import { documentNumberOf } from './invoice-lists';

describe('the CSV export', () => {
  it('writes amounts the French way', () => {
    expect(frenchAmount(123456)).toBe('1 234,56');
    expect(frenchAmount(5)).toBe('0,05');
    expect(frenchAmount(-100000000)).toBe('-1 000 000,00');
  });

  it('reads a document number typed loosely', () => {
    expect(documentNumberOf('fa-2026-123')).toBe('FA-2026-000123');
    expect(documentNumberOf('AV 2026 000004')).toBe('AV-2026-000004');
    expect(documentNumberOf('Garage')).toBeUndefined();
  });
});
