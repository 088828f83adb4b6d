import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { fr } from '@/i18n/fr';

interface AccountDeleteTexts {
  deleteTitle: string;
  deleteText: string;
  deleteDetail: (name: string) => string;
  deleting: string;
}

/** Spec §5: the confirmation before an account ('Clients', 'Administrateurs') is deleted, naming it. */
export function AccountDeleteDialog({
  dialog,
  texts,
  name,
}: {
  dialog: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'busy' | 'onConfirm' | 'destructive'>;
  texts: AccountDeleteTexts;
  /** The account's name, null while no account is asked about. */
  name: string | null;
}) {
  return (
    <ConfirmDialog
      {...dialog}
      title={texts.deleteTitle}
      description={
        <>
          <p>{texts.deleteText}</p>
          {name !== null ? <p className="mt-2 text-zinc-500">{texts.deleteDetail(name)}</p> : null}
        </>
      }
      confirmLabel={fr.common.delete}
      busyLabel={texts.deleting}
    />
  );
}
