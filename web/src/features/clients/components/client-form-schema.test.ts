import { describe, expect, it } from 'vitest';
import { createClientFormSchema, editClientFormSchema, emptyClientForm } from './client-form-schema';

const filled = {
  ...emptyClientForm,
  first_name: ' Claire ',
  last_name: 'Martin',
  company_name: 'Garage du Centre',
  email: ' Claire@Garage.FR ',
  password: 'motdepasse',
};

describe('client forms', () => {
  it('creates with the server rules: trimmed fields, lower-case email, 0 for a blank carried-over balance', () => {
    const values = createClientFormSchema.parse(filled);
    expect(values).toMatchObject({ first_name: 'Claire', email: 'claire@garage.fr', solde: 0, phone: '' });
  });

  it('reads the carried-over balance as an amount within the bounds', () => {
    expect(createClientFormSchema.parse({ ...filled, solde: '150,50' }).solde).toBe(150.5);
    expect(createClientFormSchema.parse({ ...filled, solde: '120\u00a0€' }).solde).toBe(120);
    const message = (solde: string) => createClientFormSchema.safeParse({ ...filled, solde }).error?.issues[0]?.message;
    expect(message('1 000 000')).toBe('Le solde ne peut pas dépasser 999 999,99\u00a0€');
    expect(message('beaucoup')).toBe('Le solde doit être un montant (ex. 150,50)');
    expect(message('-5')).toBe('Le solde ne peut pas être négatif');
  });

  it('needs a password of 8 characters or more on create', () => {
    const short = createClientFormSchema.safeParse({ ...filled, password: 'court' });
    expect(short.error?.issues[0]?.message).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(createClientFormSchema.safeParse({ ...filled, password: '' }).success).toBe(false);
  });

  it('keeps the password when the new one is left blank on edit', () => {
    expect(editClientFormSchema.parse({ ...filled, password: '' }).password).toBeUndefined();
    expect(editClientFormSchema.safeParse({ ...filled, password: 'court' }).success).toBe(false);
    expect(editClientFormSchema.parse(filled).password).toBe('motdepasse');
  });

  it('says which required field is missing', () => {
    const result = createClientFormSchema.safeParse({ ...filled, company_name: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Le nom de l'entreprise est requis"]);
  });
});
