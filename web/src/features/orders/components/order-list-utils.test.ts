import { describe, expect, it } from 'vitest';
import { isOrderTab, latestOrders, newestFirst, serviceView, statusesOfTab } from './order-list-utils';

const order = (over: Partial<Record<string, unknown>> = {}) =>
  ({
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    vehicle_brand: 'Citroën',
    vehicle_model: 'C3 Aircross',
    registration: 'AB-123-CD',
    client_name: 'Claire Martin',
    client_company: 'Garage Martin',
    status: 'en_attente',
    created_at: '2024-01-15T10:00:00.000Z',
    ...over,
  }) as {
    id: string;
    vehicle_brand: string;
    vehicle_model: string;
    registration: string;
    client_name: string;
    client_company: string;
    status: never;
    created_at: string;
  };


describe('tabs', () => {
  it('recognises tab values', () => {
    expect(isOrderTab('sav')).toBe(true);
    // Orders being worked on and cancelled ones have their own tabs (issue 16, defect 12).
    expect(isOrderTab('en_cours')).toBe(true);
    expect(isOrderTab('annule')).toBe(true);
    expect(isOrderTab('paye')).toBe(false);
  });
  it('asks the server for the tab status, or every status for all', () => {
    expect(statusesOfTab('all')).toBeUndefined();
    expect(statusesOfTab('en_attente')).toEqual(['en_attente']);
    expect(statusesOfTab('termine')).toEqual(['termine']);
    expect(statusesOfTab('sav')).toEqual(['sav']);
  });
});

describe('newestFirst / latestOrders', () => {
  const list = [
    order({ id: 'old', created_at: '2024-01-01T00:00:00Z' }),
    order({ id: 'new', created_at: '2024-03-01T00:00:00Z' }),
    order({ id: 'mid', created_at: '2024-02-01T00:00:00Z' }),
    order({ id: 'bad', created_at: 'n/a' }),
  ];
  it('sorts by created_at descending, unparsable dates last', () => {
    expect(newestFirst(list).map((o) => o.id)).toEqual(['new', 'mid', 'old', 'bad']);
  });
  it('does not mutate the input', () => {
    newestFirst(list);
    expect(list[0]?.id).toBe('old');
  });
  it('keeps the 5 latest by default', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      order({ id: String(i), created_at: `2024-01-0${i + 1}T00:00:00Z` }),
    );
    expect(latestOrders(many).map((o) => o.id)).toEqual(['7', '6', '5', '4', '3']);
    expect(latestOrders(many, 2)).toHaveLength(2);
  });
});

describe('serviceView', () => {
  it('reads a priced service, with the original price only when discounted', () => {
    expect(serviceView({ name: 'Stage 1', original_price: 200, discounted_price: 180 })).toEqual({
      name: 'Stage 1',
      price: 180,
      originalPrice: 200,
    });
    expect(serviceView({ name: 'EGR off', original_price: 50, discounted_price: 50 })).toEqual({
      name: 'EGR off',
      price: 50,
      originalPrice: null,
    });
  });
  it('accepts the service key and plain strings (old data)', () => {
    expect(serviceView({ service: 'DPF off', original_price: 80 })).toEqual({
      name: 'DPF off',
      price: 80,
      originalPrice: null,
    });
    expect(serviceView('Stage 2')).toEqual({ name: 'Stage 2', price: null, originalPrice: null });
    expect(serviceView(null)).toEqual({ name: '', price: null, originalPrice: null });
  });
});
