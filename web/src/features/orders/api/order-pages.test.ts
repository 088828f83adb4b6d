import { describe, expect, it } from 'vitest';
import type { Order, OrderCounts } from '@app/shared/orders/schemas';
import { countOf, loadedCountText, ordersOfPages, serverSearchText, withoutOrder } from './order-pages';

const order = (id: string) => ({ id }) as Order;
const counts: OrderCounts = { all: 12, en_attente: 3, en_cours: 2, termine: 4, sav: 1, annule: 2 };

describe('ordersOfPages', () => {
  it('puts the pages end to end in their order, once per order', () => {
    const pages = [
      { items: [order('a'), order('b')], nextCursor: 'c1' },
      { items: [], nextCursor: 'c2' },
      { items: [order('b'), order('c')], nextCursor: null },
    ];
    expect(ordersOfPages(pages).map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(ordersOfPages(undefined)).toEqual([]);
  });
});

describe('countOf', () => {
  it('adds the counters of the statuses of a list, all orders without statuses', () => {
    expect(countOf(counts)).toBe(12);
    expect(countOf(counts, ['en_attente', 'en_cours'])).toBe(5);
    expect(countOf(counts, ['termine', 'annule'])).toBe(6);
    expect(countOf(counts, ['sav'])).toBe(1);
    expect(countOf(undefined, ['sav'])).toBeUndefined();
  });
});

describe('withoutOrder', () => {
  it('drops the order from page lists and plain lists, and leaves other data alone', () => {
    const pages = { pages: [{ items: [order('a'), order('b')], nextCursor: 'c1' }], pageParams: [null] };
    expect(withoutOrder(pages, 'a')).toEqual({ pages: [{ items: [order('b')], nextCursor: 'c1' }], pageParams: [null] });
    expect(withoutOrder([order('a'), order('b')], 'b')).toEqual([order('a')]);
    expect(withoutOrder(counts, 'a')).toBe(counts);
    expect(withoutOrder(undefined, 'a')).toBeUndefined();
  });
});

describe('search texts', () => {
  it('sends the trimmed search, cut at the length the server accepts', () => {
    expect(serverSearchText('  golf 7 ')).toBe('golf 7');
    expect(serverSearchText('x'.repeat(150))).toHaveLength(100);
  });

  it("counts loaded results, with '+' while older pages remain", () => {
    expect(loadedCountText(12, false)).toBe('12');
    expect(loadedCountText(50, true)).toBe('50+');
    expect(loadedCountText(1200, false)).toBe('1\u202f200');
  });
});
