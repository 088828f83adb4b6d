import { describe, expect, it } from 'vitest';
import { newOrdersMessage, risingCount } from './new-orders-alert';
import { sortNewestFirst } from './order-search';
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
});

describe('new pending orders alert', () => {
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
