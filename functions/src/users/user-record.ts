import type { AccountStatus, PublicUser, Role } from '@app/shared/users/schemas';

/** A user as stored: the public fields plus password material and lockout counters. */
export interface UserRecord extends PublicUser {
  password_hash: string;
  failed_attempts: number;
}

export function toPublicUser(record: UserRecord): PublicUser {
  return {
    id: record.id,
    email: record.email,
    first_name: record.first_name,
    last_name: record.last_name,
    company_name: record.company_name,
    phone: record.phone ?? '',
    address: record.address ?? '',
    role: record.role,
    status: record.status,
    solde: record.solde ?? '0€',
    logo_filename: record.logo_filename ?? null,
    created_at: record.created_at,
    locked_at: record.locked_at ?? null,
  };
}

export type NewUser = Omit<UserRecord, 'id' | 'created_at' | 'locked_at' | 'failed_attempts' | 'logo_filename' | 'solde'> & {
  role: Role;
  status: AccountStatus;
  solde?: string;
};
