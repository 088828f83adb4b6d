import { toast } from '@/lib/toast/toast';
import {
  reportAccountError,
  useCreateAccount,
  useUpdateAccount,
  type AccountList,
  type CreateAccountBody,
  type UpdateAccountInput,
} from '@/lib/account/account-mutations';

/** The toasts of an account form. */
export interface AccountSaveTexts {
  created: string;
  updated: string;
  createError: string;
  updateError: string;
}

/** What the form sends: a new account, or the edit of one. */
export type AccountSave = { create: CreateAccountBody } | { update: UpdateAccountInput };

/**
 * The save of an account form ('Clients', 'Administrateurs'): create or edit in the given list,
 * the toast that says so, then `onDone`; a refusal goes to a toast, and under the email box when
 * the email is taken (`showAtEmail`, see reportAccountError).
 */
export function useAccountSave(list: AccountList, texts: AccountSaveTexts, onDone: () => void) {
  const create = useCreateAccount(list);
  const update = useUpdateAccount(list);

  const save = async (input: AccountSave, showAtEmail: (message: string) => void) => {
    const editing = 'update' in input;
    try {
      if ('update' in input) await update.mutateAsync(input.update);
      else await create.mutateAsync(input.create);
      toast.success(editing ? texts.updated : texts.created);
      onDone();
    } catch (cause) {
      reportAccountError(cause, editing ? texts.updateError : texts.createError, showAtEmail);
    }
  };

  return { save, busy: create.isPending || update.isPending };
}
