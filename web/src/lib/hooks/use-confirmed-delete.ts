import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import { getErrorDetail } from '@/lib/api/api-error';

interface DeleteTexts {
  deleted: string;
  /** Shown when the server gives no detail of its own. */
  deleteError: string;
}

/**
 * A delete behind a confirmation (spec §5): `ask(item)` opens the dialog, confirming runs the
 * mutation, then the success toast or the server's refusal. `dialog` is spread on ConfirmDialog.
 */
export function useConfirmedDelete<T, V>(
  mutation: UseMutationResult<unknown, unknown, V>,
  variablesOf: (item: T) => V,
  texts: DeleteTexts,
  onDeleted?: () => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const onConfirm = () => {
    if (target === null) return;
    mutation.mutate(variablesOf(target), {
      onSuccess: () => {
        toast.success(texts.deleted);
        setTarget(null);
        // Once the dialog is gone, so that the focus can move where the page wants it.
        if (onDeleted) window.setTimeout(onDeleted, 0);
      },
      onError: (cause) => toast.error(getErrorDetail(cause) ?? texts.deleteError),
    });
  };
  const dialog = {
    open: target !== null,
    onOpenChange: (open: boolean) => {
      if (!open) setTarget(null);
    },
    busy: mutation.isPending,
    onConfirm,
    destructive: true,
  } satisfies Partial<ConfirmDialogProps>;
  return { target, ask: setTarget, dialog };
}

/** A toast when a page's list cannot be loaded (once per id while the error lasts). */
export function useLoadErrorToast(isError: boolean, message: string, id: string): void {
  useEffect(() => {
    if (isError) toast.error(message, { id });
  }, [isError, message, id]);
}
