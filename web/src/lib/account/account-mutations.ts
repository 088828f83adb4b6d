import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import type { Role } from '@app/shared/users/schemas';
import { updateCachedAccount } from './account-pages';
import { api } from '@/lib/api/api-client';
import { ApiError, getErrorDetail } from '@/lib/api/api-error';
import { accountPaths, logoPaths } from '@/lib/api/api-paths';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * The account calls shared by 'Clients' and 'Administrateurs' (spec §7 Administration):
 * create, edit (`new_password` optional) and delete, under /api/admin/users or, for the
 * administrators, /api/admin/administrators (`paths`).
 */

/** Where a list's accounts are created (`list`), edited and deleted (`one`). */
export type AccountCallPaths = Pick<typeof accountPaths, 'list' | 'one'>;

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
export function createAccount(body: CreateAccountBody, paths: AccountCallPaths = accountPaths): Promise<AdminUser> {
  return api.post<AdminUser>(paths.list, body);
}

export function useCreateAccount(paths: AccountCallPaths = accountPaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccountBody) => createAccount(body, paths),
    // Newest first on the server: the lists are read again to show it at its place.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.clients }),
  });
}

export interface UpdateAccountInput {
  id: string;
  body: UpdateAccountBody;
}

/** PUT /api/admin/users/{id}: the whole edited object; an empty `new_password` keeps the password. */
export function updateAccount({ id, body }: UpdateAccountInput, paths: AccountCallPaths = accountPaths): Promise<AdminUser> {
  return api.put<AdminUser>(paths.one(id), body);
}

export function useUpdateAccount(paths: AccountCallPaths = accountPaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) => updateAccount(input, paths),
    onSuccess: (account) => updateCachedAccount(queryClient, account.id, account),
  });
}

/** DELETE /api/admin/users/{id} → `{detail}`; refused for oneself and the last administrator (`{detail}`). */
export function deleteAccount(id: string, paths: AccountCallPaths = accountPaths): Promise<{ detail: string }> {
  return api.delete<{ detail: string }>(paths.one(id));
}

export function useDeleteAccount(paths: AccountCallPaths = accountPaths) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAccount(id, paths),
    onSuccess: (_answer, id) => {
      updateCachedAccount(queryClient, id, null);
      queryClient.removeQueries({ queryKey: queryKeys.logoUrl(logoPaths.client(id)) });
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
