import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('queryKeys', () => {
  it('puts every order list under the lists prefix, and lists and details under orders', () => {
    const list = queryKeys.orders.pages(['en_attente', 'en_cours'], 'golf');
    expect(list).toEqual(['orders', 'list', 'pages', 'en_attente,en_cours', 'golf']);
    expect(startsWith(list, queryKeys.orders.lists)).toBe(true);
    expect(queryKeys.orders.pages()).toEqual(['orders', 'list', 'pages', 'all', '']);
    expect(startsWith(queryKeys.orders.latest(5), queryKeys.orders.lists)).toBe(true);
    expect(startsWith(queryKeys.orders.counts, queryKeys.orders.lists)).toBe(true);
    expect(startsWith(queryKeys.orders.detail('o1'), queryKeys.orders.all)).toBe(true);
    expect(startsWith(queryKeys.orders.detail('o1'), queryKeys.orders.lists)).toBe(false);
  });

  it('gives each resource its own key', () => {
    const keys = [
      queryKeys.me,
      queryKeys.settings,
      queryKeys.balance,
      queryKeys.adminStats,
      queryKeys.catalog.categories,
      queryKeys.catalog.adminCategories,
      queryKeys.discounts.mine,
      queryKeys.discounts.ofClient('c1'),
      queryKeys.clients,
      queryKeys.orders.all,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
