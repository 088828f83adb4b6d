import { readAmount, toCents } from '@app/shared/pricing/amount-schema';

/**
 * The carried-over balance of a client ('solde'): what it owed when the business moved from
 * another tool, set by an administrator and added to its balance due wherever that is shown.
 * Stored in cents; `solde` keeps the spec's text form ('0€', '120€', '150,50€').
 */
export const soldeText = (cents: number) =>
  cents % 100 === 0 ? `${cents / 100}€` : `${(cents / 100).toFixed(2).replace('.', ',')}€`;

/** What the carried-over balance of an account is read from (user-record.ts stores both fields). */
interface OpeningBalance {
  solde: string;
  opening_balance_cents?: number;
}

/** What an administrator's solde (euros, already bounded by the shared schema) stores. */
export const soldeFields = (euros: number) => ({ opening_balance_cents: toCents(euros), solde: soldeText(toCents(euros)) });

/** The carried-over balance in cents; an account saved before it existed is read from its text. */
export const openingBalanceCents = (user: OpeningBalance) =>
  user.opening_balance_cents ?? toCents(readAmount(user.solde).amount ?? 0);

/** The balance due of a client: its unpaid orders (counters, in cents) and its carried-over balance. */
export const balanceDue = (user: OpeningBalance, unpaidCents: number) =>
  (unpaidCents + openingBalanceCents(user)) / 100;
