import { describe, expect, it } from 'vitest';
import { ExpiringLru } from './expiring-lru';

describe('ExpiringLru', () => {
  it('answers an entry until its own expiry, then forgets it', () => {
    let now = 1_000;
    const lru = new ExpiringLru<string>(10, () => now);
    lru.set('a', 'A', 2_000);
    lru.set('b', 'B', 5_000);
    expect(lru.get('a')).toBe('A');
    now = 2_000;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe('B');
    expect(lru.size).toBe(1);
  });

  it('keeps no entry that is already expired', () => {
    const lru = new ExpiringLru<string>(10, () => 1_000);
    lru.set('a', 'A', 1_000);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const lru = new ExpiringLru<number>(3, () => 0);
    for (const key of ['a', 'b', 'c']) lru.set(key, 1, 10);
    expect(lru.get('a')).toBe(1); // 'a' used: 'b' is now the oldest
    lru.set('d', 1, 10);
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => lru.get(key))).toEqual([1, 1, 1]);
    for (let i = 0; i < 1000; i++) lru.set(`k${i}`, i, 10);
    expect(lru.size).toBe(3);
  });
});
