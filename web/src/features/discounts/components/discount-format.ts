import type { PublicUser } from '@app/shared/users/schemas';

/** 'Jean Dupont' (the email when the account has no name). */
export function clientName(client: Pick<PublicUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${client.first_name} ${client.last_name}`.trim() || client.email;
}
