import { describe, expect, it } from 'vitest';
import { filterOrders, lookupKeyOf, matchesOrderSearch, orderLookupKeys } from './search';

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

  it('finds brand and model typed together', () => {
    expect(matchesOrderSearch(order(), 'citroen c4')).toBe(true);
    expect(matchesOrderSearch(order(), 'c4 picasso ab-123')).toBe(true);
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


describe('orderLookupKeys', () => {
  it('holds the plate and company prefixes of 4, 7, 10 and 17 characters, and the short id', () => {
    const keys = orderLookupKeys({ id: 'A1B2C3D4-0000-4000-8000-000000000001', registration: 'AB-123-CD', client_company: 'Garage Élite' });
    expect(keys).toEqual(['a1b2c3d', 'ab12', 'ab123cd', 'gara', 'garagee', 'garageelit']);
    const vin = orderLookupKeys({ id: 'a1b2c3d4', registration: 'WVWZZZAUZKW000001X', client_company: '' });
    expect(vin).toEqual(['a1b2c3d', 'wvwz', 'wvwzzza', 'wvwzzzauzk', 'wvwzzzauzkw000001']);
  });
});

describe('lookupKeyOf', () => {
  it('takes an order id, whole or as the lists show it', () => {
    expect(lookupKeyOf('a1b2c3d4-0000-4000-8000-000000000001')).toBe('a1b2c3d');
    expect(lookupKeyOf('A1B2C3D4 golf')).toBe('a1b2c3d');
  });

  it('takes the longest word that is a plate or VIN by itself, else the whole query without spaces', () => {
    expect(lookupKeyOf('golf AB-123-CD')).toBe('ab123cd');
    expect(lookupKeyOf('AB 123 CD')).toBe('ab123cd');
    expect(lookupKeyOf('QZ 2A58E7')).toBe('qz2a58e');
    expect(lookupKeyOf('ab123cd golf')).toBe('ab123cd');
    expect(lookupKeyOf('Garage Élite')).toBe('garageelit');
    expect(lookupKeyOf('WVWZZZAUZKW000001999')).toBe('wvwzzzauzkw000001');
  });

  it('leaves a single word of letters only to the full search: a brand may also start a company', () => {
    expect(lookupKeyOf('Toyota')).toBeUndefined();
    expect(lookupKeyOf('garag')).toBeUndefined();
    expect(lookupKeyOf('Toyota Lyon')).toBe('toyotalyon');
  });

  it('cuts a term to the longest prefix the index holds, and has none under 4 characters', () => {
    expect(lookupKeyOf('AB-123')).toBe('ab12');
    expect(lookupKeyOf('garag ate')).toBe('garagat');
    expect(lookupKeyOf('AB12')).toBe('ab12');
    expect(lookupKeyOf('308')).toBeUndefined();
    expect(lookupKeyOf('A4')).toBeUndefined();
    expect(lookupKeyOf('')).toBeUndefined();
  });
});
