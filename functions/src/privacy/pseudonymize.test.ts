import { describe, expect, it } from 'vitest';
import { personalValues, pseudonymOf, scrub } from './pseudonymize';

const user = { first_name: 'Jean', last_name: 'Dupont', company_name: 'Garage Dupont', email: 'jean@garage.test', phone: '06 12 34 56 78', address: '12 rue de la Paix' };

describe('scrub', () => {
  it('replaces every personal value, any case, at every depth, and keeps the rest', () => {
    const personal = personalValues(user, ['AB-123-CD', 'x']);
    const record = {
      subject: 'GARAGE DUPONT — AB-123-CD',
      before: { email: 'jean@garage.test', phone: '06 12 34 56 78', note: 'Appeler Jean Dupont' },
      list: ['12 rue de la Paix', 42],
      kept: 'Audi A3 2.0 TDI',
    };
    expect(scrub(record, personal, pseudonymOf(7))).toEqual({
      subject: 'Client supprimé #7 — Client supprimé #7',
      before: { email: 'Client supprimé #7', phone: 'Client supprimé #7', note: 'Appeler Client supprimé #7' },
      list: ['Client supprimé #7', 42],
      kept: 'Audi A3 2.0 TDI',
    });
  });

  it('leaves values of two letters or fewer alone (they would cut unrelated words)', () => {
    expect(personalValues({ ...user, first_name: 'Al' })).not.toContain('Al');
    expect(scrub('Alpina', personalValues({ ...user, first_name: 'Al' }), 'P')).toBe('Alpina');
  });
});
