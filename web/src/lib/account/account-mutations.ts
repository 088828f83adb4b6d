import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast/toast';
import type { Role } from '@app/shared/users/schemas';
import { updateCachedAccount } from './account-pages';
import { call } from '@/lib/api/call';
import { ApiError, getErrorDetail } from '@/lib/api/api-error';
import { logoSources } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * The account calls shared by 'Clients' and 'Administrateurs' (spec §7 Administration):
 * create, edit (`new_password` optional) and delete, under /api/admin/users or, for the
 * administrators, /api/admin/administrators (`list`).
 */

/** Which list's calls: the accounts (clients) or the administrators. */
export type AccountList = 'users' | 'administrators';

/** What the administration edits on any account (the server trims and checks it: shared/src/users/admin-schemas.ts). */
interface AccountFields {
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  phone?: string;
  address?: string;
  /** The carried-over balance: an amount ('150,50') or a number of euros; 0 when blank. */
  solde?: string | number;
}

export interface CreateAccountBody extends AccountFields {
  password: string;
  /** 'client' when absent. */
  role?: Role;
}

export interface UpdateAccountBody extends AccountFields {
  /** '' or absent: the password is kept. */
  new_password?: string;
}

/** POST /api/admin/users → 201 the account (a client is approved at once). 409 when the email is taken. */
export function createAccount(body: CreateAccountBody, list: AccountList = 'users') {
  return list === 'users'
    ? call('POST /api/admin/users', { body })
    : call('POST /api/admin/administrators', { body });
}

export function useCreateAccount(list: AccountList = 'users') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccountBody) => createAccount(body, list),
    // Newest first on the server: the lists are read again to show it at its place.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.clients }),
  });
}

export interface UpdateAccountInput {
  id: string;
  body: UpdateAccountBody;
}

/** PUT /api/admin/users/{id}: the whole edited object; an empty `new_password` keeps the password. */
export function updateAccount({ id, body }: UpdateAccountInput, list: AccountList = 'users') {
  return list === 'users'
    ? call('PUT /api/admin/users/{id}', { params: { id }, body })
    : call('PUT /api/admin/administrators/{id}', { params: { id }, body });
}

export function useUpdateAccount(list: AccountList = 'users') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) => updateAccount(input, list),
    onSuccess: (account) => updateCachedAccount(queryClient, account.id, account),
  });
}

/** DELETE /api/admin/users/{id} → `{detail}`; refused for oneself and the last administrator (`{detail}`). */
export function deleteAccount(id: string, list: AccountList = 'users') {
  return list === 'users'
    ? call('DELETE /api/admin/users/{id}', { params: { id } })
    : call('DELETE /api/admin/administrators/{id}', { params: { id } });
}

export function useDeleteAccount(list: AccountList = 'users') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAccount(id, list),
    onSuccess: (_answer, id) => {
      updateCachedAccount(queryClient, id, null);
      queryClient.removeQueries({ queryKey: queryKeys.logoUrl(logoSources.client(id)) });
      queryClient.removeQueries({ queryKey: queryKeys.discounts.ofClient(id) });
      // A pending client counted on the dashboard may be gone.
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
    },
  });
}

/**
 * A refused create or edit: the server's detail as a toast (spec §8, else `fallback`) and, for
 * a 409 (the email belongs to another account), at the email field too.
 */
export function reportAccountError(cause: unknown, fallback: string, showAtEmail: (message: string) => void): void {
  const detail = getErrorDetail(cause);
  if (detail && cause instanceof ApiError && cause.status === 409) showAtEmail(detail);
  toast.error(detail ?? fallback);
}
