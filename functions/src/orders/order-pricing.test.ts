import { describe, expect, it } from 'vitest';
import { matchService, priceSelection, readSelection } from './order-pricing';

const catalog = [
  {
    id: 'c1',
    name: 'Reprogrammation',
    services: [
      { id: 's1', name: 'Stage 1', price: '100\u00a0€' },
      { id: 's2', name: 'EGR off', price: '50,00\u00a0€' },
    ],
  },
  { id: 'c2', name: 'Boîte', services: [{ id: 's3', name: 'Stage 1', price: '20\u00a0€' }] },
];

describe('readSelection', () => {
  it('reads JSON text, arrays and nothing', () => {
    expect(readSelection(undefined)).toEqual([]);
    expect(readSelection('  ')).toEqual([]);
    expect(readSelection('["Stage 1"]')).toEqual(['Stage 1']);
    expect(readSelection([{ name: 'Stage 1', category_id: 'c1' }])).toEqual([{ name: 'Stage 1', category_id: 'c1' }]);
  });

  it('refuses what is not a list of names or objects', () => {
    for (const raw of ['{', '{"a":1}', '[1]', '[null]', JSON.stringify(Array(101).fill('x'))]) {
      expect(() => readSelection(raw), raw).toThrow('Services sélectionnés invalides');
    }
  });
});

describe('matchService', () => {
  it('finds by id within the category, then by name within the category', () => {
    expect(matchService(catalog, { id: 's3', name: 'whatever', category_id: 'c2' }).service.id).toBe('s3');
    expect(matchService(catalog, { name: 'stage 1', category_id: 'c2' }).service.id).toBe('s3');
    expect(matchService(catalog, { service: 'EGR off', category_id: 'c1' }).service.id).toBe('s2');
    expect(matchService(catalog, { id: 'stale', name: 'EGR off', category_id: 'c1' }).service.id).toBe('s2');
  });

  it('finds a plain string by name across the catalogue (first category wins)', () => {
    expect(matchService(catalog, 'Stage 1').service.id).toBe('s1');
    expect(matchService(catalog, { id: 's3' }).service.id).toBe('s3');
  });

  it('names the unknown service', () => {
    expect(() => matchService(catalog, 'Stage 9')).toThrow('Service inconnu\u202f: Stage 9');
    expect(() => matchService(catalog, { name: 'EGR off', category_id: 'c2' })).toThrow('Service inconnu\u202f: EGR off');
    expect(() => matchService(catalog, { name: 'Stage 1', category_id: 'gone' })).toThrow('Service inconnu\u202f: Stage 1');
    expect(() => matchService(catalog, {})).toThrow('Services sélectionnés invalides');
  });
});

describe('priceSelection', () => {
  it('prices from the catalogue with the discounts, ignoring client prices and duplicates', () => {
    const { services, total } = priceSelection(
      catalog,
      [
        { category_id: 'c1', discount_type: 'percentage', discount_value: 10 },
        { category_id: 'c2', discount_type: 'fixed', discount_value: 30 },
      ],
      [
        { name: 'Stage 1', price: '1\u00a0€', category_id: 'c1' },
        'EGR off',
        { id: 's3', category_id: 'c2' },
        { id: 's1', category_id: 'c1' },
      ],
    );
    expect(services.map((s) => [s.id, s.category_name, s.price, s.original_price, s.discounted_price])).toEqual([
      ['s1', 'Reprogrammation', '100\u00a0€', 100, 90],
      ['s2', 'Reprogrammation', '50,00\u00a0€', 50, 45],
      ['s3', 'Boîte', '20\u00a0€', 20, 0],
    ]);
    expect(total).toBe(135);
  });

  it('refuses a selection whose total would pass 999 999,99\u00a0€, accepts one at the bound', () => {
    const dear = [
      { id: 'c9', name: 'Chères', services: Array.from({ length: 3 }, (_, i) => ({ id: `d${i}`, name: `D${i}`, price: '500 000\u00a0€' })) },
      { id: 'c8', name: 'Ancienne', services: [{ id: 'x', name: 'X', price: '99999999999999999999999\u00a0€' }] },
    ];
    expect(() => priceSelection(dear, [], ['D0', 'D1'])).toThrow('Le total de la commande ne peut pas dépasser 999 999,99\u00a0€');
    // A price stored before the bound existed is refused too, never summed into a counter.
    expect(() => priceSelection(dear, [], ['X'])).toThrow('Le total de la commande ne peut pas dépasser 999 999,99\u00a0€');
    const discounted = priceSelection(dear, [{ category_id: 'c9', discount_type: 'fixed', discount_value: 0.01 }], ['D0', 'D1']);
    expect(discounted.total).toBe(999_999.98);
  });
});
