import { describe, expect, it } from 'vitest';
import { originalKey, versionKeyOf } from './order-files';

describe('order file keys', () => {
  it('keeps the files under orders/{id}/ with an ASCII name', () => {
    expect(originalKey('o1', 'a b.bin')).toBe('orders/o1/original/a_b.bin');
    expect(versionKeyOf('o1', 12, 'x.mod')).toBe('orders/o1/v12/x.mod');
  });
});
