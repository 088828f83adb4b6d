import type { ClientDiscount } from '@app/shared/catalog/schemas';
import type { PublicUser } from '@app/shared/users/schemas';
import { formatEuro } from '@/lib/format';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** '15 %' / '12,5 %' for a percentage, '20,00 €' for a fixed amount. */
export function formatDiscountValue(discount: Pick<ClientDiscount, 'discount_type' | 'discount_value'>): string {
  return discount.discount_type === 'percentage'
    ? `${decimal.format(discount.discount_value)} %`
    : formatEuro(discount.discount_value);
}

/** 'Jean Dupont' (the email when the account has no name). */
export function clientName(client: Pick<PublicUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${client.first_name} ${client.last_name}`.trim() || client.email;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type SearchableClient = Pick<PublicUser, 'first_name' | 'last_name' | 'email' | 'company_name'>;

/** Every word of the query in the name, company or email; case and accents ignored. */
export function matchesClientSearch(client: SearchableClient, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const haystack = normalize([client.first_name, client.last_name, client.company_name, client.email].join(' '));
  return words.every((word) => haystack.includes(word));
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Clients by last name, then first name (French order). */
export function sortClients<T extends SearchableClient>(clients: readonly T[]): T[] {
  return [...clients].sort(
    (a, b) =>
      collator.compare(a.last_name, b.last_name) ||
      collator.compare(a.first_name, b.first_name) ||
      collator.compare(a.email, b.email),
  );
}
