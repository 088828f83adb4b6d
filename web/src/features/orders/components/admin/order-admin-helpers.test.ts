import { describe, expect, it } from 'vitest';
import { countPending, newOrdersMessage, risingCount } from './new-orders-alert';
import { filterOrders, matchesOrderSearch, sortBySavRequest, sortNewestFirst } from './order-search';
import { truncateFilename } from './truncate-filename';

const order = (over: Partial<Parameters<typeof matchesOrderSearch>[0]> = {}) => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  vehicle_brand: 'Citroën',
  vehicle_model: 'C4 Picasso',
  registration: 'AB-123-CD',
  client_name: 'Jean Dupont',
  client_company: 'Garage Dupont',
  ...over,
});

describe('matchesOrderSearch', () => {
  it('matches everything on an empty or blank query', () => {
    expect(matchesOrderSearch(order(), '')).toBe(true);
    expect(matchesOrderSearch(order(), '   ')).toBe(true);
  });

  it('searches brand, model, registration, client name, company and id', () => {
    expect(matchesOrderSearch(order(), 'citroën')).toBe(true);
    expect(matchesOrderSearch(order(), 'picasso')).toBe(true);
    expect(matchesOrderSearch(order(), 'AB-123')).toBe(true);
    expect(matchesOrderSearch(order(), 'dupont')).toBe(true);
    expect(matchesOrderSearch(order(), 'garage')).toBe(true);
    expect(matchesOrderSearch(order(), 'a1b2c3d4')).toBe(true);
    expect(matchesOrderSearch(order(), 'renault')).toBe(false);
  });

  it('ignores case and accents', () => {
    expect(matchesOrderSearch(order(), 'CITROEN')).toBe(true);
    expect(matchesOrderSearch(order({ client_company: 'Atelier Élite' }), 'elite')).toBe(true);
  });

  it('finds a registration without its dashes or spaces', () => {
    expect(matchesOrderSearch(order(), 'ab123cd')).toBe(true);
    expect(matchesOrderSearch(order(), 'ab 123 cd')).toBe(true);
    expect(matchesOrderSearch(order({ registration: 'AB 123 CD' }), 'AB-123-CD')).toBe(true);
  });

  it('requires every word, each in any field', () => {
    expect(matchesOrderSearch(order(), 'citroen dupont')).toBe(true);
    expect(matchesOrderSearch(order(), 'citroen renault')).toBe(false);
  });

  it('filters a list', () => {
    const list = [order({ id: '1' }), order({ id: '2', vehicle_brand: 'Peugeot' })];
    expect(filterOrders(list, 'peugeot').map((o) => o.id)).toEqual(['2']);
    expect(filterOrders(list, '')).toHaveLength(2);
  });
});

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
