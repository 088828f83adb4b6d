import type { PublicUser } from '@app/shared/users/schemas';

/** A user as the API answers it, for component tests: an approved client of Garage Dupont, to be overridden. */
export const aUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  id: 'u1',
  email: 'jean@garage-dupont.fr',
  first_name: 'Jean',
  last_name: 'Dupont',
  company_name: 'Garage Dupont',
  phone: '0600000000',
  address: '1 rue de la Gare, Lyon',
  role: 'client',
  status: 'approved',
  solde: '0€',
  logo_filename: null,
  created_at: '2026-11-01T10:00:00.000Z',
  locked_at: null,
  siren: '',
  vat_number: '',
  billing_address: null,
  ...overrides,
});
