import { describe, expect, it } from 'vitest';
import {
  clientWithCompany,
  linkify,
  vehicleName,
  vehicleWithYear,
} from './order-labels';
import { highestVersion, newestVersionKey, nextVersionKey } from './versions';

describe('order labels', () => {
  it('names the vehicle', () => {
    const order = { vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: '2019' };
    expect(vehicleName(order)).toBe('Peugeot 308');
    expect(vehicleWithYear(order)).toBe('Peugeot 308 (2019)');
    expect(vehicleWithYear({ ...order, vehicle_year: ' ' })).toBe('Peugeot 308');
  });

  it('names the client with the company when there is one', () => {
    expect(clientWithCompany({ client_name: 'Jean Dupont', client_company: 'Garage Dupont' })).toBe(
      'Jean Dupont — Garage Dupont',
    );
    expect(clientWithCompany({ client_name: 'Jean Dupont', client_company: '' })).toBe('Jean Dupont');
  });
});

describe('linkify', () => {
  it('returns plain text untouched', () => {
    expect(linkify('aucun lien')).toEqual([{ kind: 'text', text: 'aucun lien' }]);
    expect(linkify('')).toEqual([]);
  });

  it('finds http(s) links and leaves trailing punctuation out', () => {
    expect(linkify('Voir https://exemple.fr/a?b=1, puis http://x.io.')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://exemple.fr/a?b=1', href: 'https://exemple.fr/a?b=1' },
      { kind: 'text', text: ', puis ' },
      { kind: 'link', text: 'http://x.io', href: 'http://x.io' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never turns other schemes into links', () => {
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});

describe('versions', () => {
  it('finds the newest delivered version and the next one', () => {
    expect(highestVersion({ original: 1 })).toBe(0);
    expect(newestVersionKey({ original: 1, sav: 1 })).toBeNull();
    expect(nextVersionKey({ original: 1 })).toBe('v1');
    const files = { original: 1, v1: 1, v10: 1, v2: 1, sav: 1 };
    expect(highestVersion(files)).toBe(10);
    expect(newestVersionKey(files)).toBe('v10');
    expect(nextVersionKey(files)).toBe('v11');
  });
});
