import { describe, expect, it } from 'vitest';
import { countPending, newOrdersMessage, risingCount } from './new-orders-alert';
import { sortBySavRequest, sortNewestFirst } from './order-search';
import { truncateFilename } from './truncate-filename';

describe('sorting', () => {
  it('sorts newest first by created_at', () => {
    const list = [
      { id: 'a', created_at: '2025-01-01T10:00:00Z' },
      { id: 'b', created_at: '2025-03-01T10:00:00Z' },
      { id: 'c', created_at: '2025-02-01T10:00:00Z' },
    ];
    expect(sortNewestFirst(list).map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('sorts SAV requests by request date, falling back on the creation date', () => {
    const list = [
      { id: 'a', created_at: '2025-01-01T10:00:00Z', sav_requested_at: '2025-04-01T10:00:00Z' },
      { id: 'b', created_at: '2025-03-01T10:00:00Z', sav_requested_at: null },
      { id: 'c', created_at: '2025-02-01T10:00:00Z', sav_requested_at: '2025-05-01T10:00:00Z' },
    ];
    expect(sortBySavRequest(list).map((o) => o.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('new pending orders alert', () => {
  it('counts pending orders', () => {
    expect(countPending([{ status: 'en_attente' }, { status: 'en_cours' }, { status: 'en_attente' }])).toBe(2);
    expect(countPending([])).toBe(0);
  });

  it('announces only a rise, never on the first load', () => {
    expect(risingCount(null, 5)).toBe(0);
    expect(risingCount(2, 2)).toBe(0);
    expect(risingCount(3, 1)).toBe(0);
    expect(risingCount(1, 3)).toBe(2);
    expect(risingCount(0, 1)).toBe(1);
  });

  it('reads N nouvelle(s) commande(s)', () => {
    expect(newOrdersMessage(1)).toBe('1 nouvelle(s) commande(s)');
    expect(newOrdersMessage(3)).toBe('3 nouvelle(s) commande(s)');
  });
});

describe('truncateFilename', () => {
  it('keeps names of 20 characters or fewer', () => {
    expect(truncateFilename('stage1.bin')).toBe('stage1.bin');
    expect(truncateFilename('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('cuts longer names to 20 characters and marks the cut', () => {
    expect(truncateFilename('peugeot_308_original_ecu_dump.bin')).toBe('peugeot_308_original...');
    expect(truncateFilename('a'.repeat(21))).toBe(`${'a'.repeat(20)}...`);
  });

  it('never splits a character', () => {
    expect(truncateFilename(`${'é'.repeat(19)}😀😀.bin`)).toBe(`${'é'.repeat(19)}😀...`);
  });
});
