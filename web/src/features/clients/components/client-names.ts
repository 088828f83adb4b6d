import type { PublicUser } from '@app/shared/users/schemas';

type Named = Pick<PublicUser, 'first_name' | 'last_name' | 'company_name' | 'email'>;

/** 'Claire Martin' (the email when the account has no name). */
export const personName = (user: Named): string => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** What a client card is headed by: its company, else the person. */
export const clientTitle = (user: Named): string => user.company_name.trim() || personName(user);
