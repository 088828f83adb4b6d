import { afterAll, beforeAll, expect } from 'vitest';
import { asAdmin, call } from './api';

/** A complete seller's identity (issue 21): invoices can be issued once it is saved. */
export const seller = {
  name: 'Reprog Atelier',
  legal_form: 'SAS',
  share_capital: '10 000 €',
  siren: '732 829 320',
  siret: '73282932000074',
  registration: 'RCS Lyon 732 829 320',
  vat_number: 'FR44732829320',
  address_line1: '5 avenue des Frères Lumière',
  postcode: '69008',
  city: 'Lyon',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'BNPAFRPP',
  late_penalty_rate: 12.5,
};

/** Every mandatory field of the seller cleared: the files after one that sets it complete orders without invoices. */
export const clearedSeller = Object.fromEntries(Object.keys(seller).map((field) => [field, field === 'late_penalty_rate' ? null : '']));

/** For a file whose tests issue invoices: the seller complete before them, cleared after them. */
export function withCompleteSeller(): void {
  beforeAll(async () => {
    expect((await call('PUT', '/api/admin/invoicing/seller', { token: await asAdmin(), body: seller })).status).toBe(200);
  });
  afterAll(async () => {
    await call('PUT', '/api/admin/invoicing/seller', { token: await asAdmin(), body: clearedSeller });
  });
}
