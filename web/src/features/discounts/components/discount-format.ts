import { matchesEveryWord } from '@app/shared/text/normalize';
import type { PublicUser } from '@app/shared/users/schemas';

/** 'Jean Dupont' (the email when the account has no name). */
export function clientName(client: Pick<PublicUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${client.first_name} ${client.last_name}`.trim() || client.email;
}

type SearchableClient = Pick<PublicUser, 'first_name' | 'last_name' | 'email' | 'company_name'>;

/** Every word of the query in the name, company or email; case and accents ignored. */
export function matchesClientSearch(client: SearchableClient, query: string): boolean {
  return matchesEveryWord([`${client.first_name} ${client.last_name}`, client.company_name, client.email], query);
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
