import { describe, expect, it } from 'vitest';
import { clientName } from './discount-format';

describe('clients', () => {
  const jean = { first_name: 'Jean', last_name: 'Dupont', email: 'jean@garage.fr', company_name: 'Garage Éclair' };

  it('names a client, falling back on the email', () => {
    expect(clientName(jean)).toBe('Jean Dupont');
    expect(clientName({ first_name: '', last_name: ' ', email: 'x@y.fr' })).toBe('x@y.fr');
  });
});
