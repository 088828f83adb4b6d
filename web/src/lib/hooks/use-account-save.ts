import { sessionSubject } from '@/lib/api/tokens';
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
  /** Said under the toast when the save set someone else's password: it must be changed at their next sign-in. */
  passwordToChange: { created: string; updated: string };
}

/** What the form sends: a new account, or the edit of one. */
export type AccountSave = { create: CreateAccountBody } | { update: UpdateAccountInput };

/**
 * Whether the save sets a password of someone else's choosing: a new account's, or a new one for
 * another account (one's own new password is one's own choice). The server then asks for a new
 * one at that account's next sign-in, and ends its sessions.
 */
const setsPasswordFor = (input: AccountSave) =>
  'create' in input || (!!input.update.body.new_password && input.update.id !== sessionSubject());

/**
 * The save of an account form ('Clients', 'Administrateurs'): create or edit in the given list,
 * the toast that says so (and, for a password set for someone else, that it must be changed at
 * the next sign-in), then `onDone`; a refusal goes to a toast, and under the email box when the
 * email is taken (`showAtEmail`, see reportAccountError).
 */
export function useAccountSave(list: AccountList, texts: AccountSaveTexts, onDone: () => void) {
  const create = useCreateAccount(list);
  const update = useUpdateAccount(list);

  const save = async (input: AccountSave, showAtEmail: (message: string) => void) => {
    const editing = 'update' in input;
    try {
      if ('update' in input) await update.mutateAsync(input.update);
      else await create.mutateAsync(input.create);
      const description = setsPasswordFor(input) ? texts.passwordToChange[editing ? 'updated' : 'created'] : undefined;
      toast.success(editing ? texts.updated : texts.created, description ? { description } : undefined);
      onDone();
    } catch (cause) {
      reportAccountError(cause, editing ? texts.updateError : texts.createError, showAtEmail);
    }
  };

  return { save, busy: create.isPending || update.isPending };
}
