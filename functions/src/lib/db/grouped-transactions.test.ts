import { describe, expect, it } from 'vitest';
import { packGroups } from './grouped-transactions';
import type { TransactInput } from './table';

const write = (n: number): TransactInput => ({ ConditionCheck: { Key: { pk: `K${n}`, sk: 'S' }, ConditionExpression: 'attribute_exists(pk)' } });
const group = (size: number, from: number) => Array.from({ length: size }, (_, i) => write(from + i));

describe('packGroups', () => {
  it('puts the head and every group in one transaction while they fit', () => {
    const batches = packGroups(group(3, 0), [group(3, 10), group(2, 20)]);
    expect(batches.map((b) => b.length)).toEqual([8]);
  });

  it('never splits a group, and keeps the head first', () => {
    const head = group(3, 0);
    const groups = Array.from({ length: 40 }, (_, i) => group(3, 100 + i * 3)); // 3 + 120 items
    const batches = packGroups(head, groups);
    expect(batches[0]?.slice(0, 3)).toEqual(head);
    expect(batches.map((b) => b.length)).toEqual([99, 24]);
    expect(batches.flat()).toEqual([...head, ...groups.flat()]);
  });

  it('makes no empty transaction without a head', () => {
    expect(packGroups([], [group(2, 0)]).map((b) => b.length)).toEqual([2]);
    expect(packGroups([], [])).toEqual([]);
  });
});
