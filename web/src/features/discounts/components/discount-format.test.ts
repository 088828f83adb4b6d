import { describe, expect, it } from 'vitest';
import { clientName, matchesClientSearch, sortClients } from './discount-format';

describe('clients', () => {
  const jean = { first_name: 'Jean', last_name: 'Dupont', email: 'jean@garage.fr', company_name: 'Garage Éclair' };
  const anne = { first_name: 'Anne', last_name: 'Martin', email: 'anne@atelier.fr', company_name: 'Atelier Martin' };

  it('names a client, falling back on the email', () => {
    expect(clientName(jean)).toBe('Jean Dupont');
    expect(clientName({ first_name: '', last_name: ' ', email: 'x@y.fr' })).toBe('x@y.fr');
  });

  it('searches name, company and email, ignoring case and accents', () => {
    expect(matchesClientSearch(jean, 'eclair')).toBe(true);
    expect(matchesClientSearch(jean, 'DUPONT jean')).toBe(true);
    expect(matchesClientSearch(jean, 'garage.fr')).toBe(true);
    expect(matchesClientSearch(jean, 'martin')).toBe(false);
    expect(matchesClientSearch(jean, '')).toBe(true);
  });

  it('sorts by last name then first name', () => {
    expect(sortClients([anne, jean]).map((c) => c.last_name)).toEqual(['Dupont', 'Martin']);
  });
});
