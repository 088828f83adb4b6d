import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { fr } from '@/i18n/fr';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { BusyButton } from './busy-button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Asked to close (Escape, Annuler); not called while busy, so the dialog stays open until the call ends. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** May hold block content (it is rendered in a div). */
  description: ReactNode;
  confirmLabel: string;
  /** Text of the confirm button while busy. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** A delete (spec §5): red button and trash icons. */
  destructive?: boolean;
  /** The button that closes without acting ('Annuler' unless said). */
  cancelLabel?: string;
}

/** A confirmation (alertdialog) with Annuler and a confirm button that shows a spinner while busy. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  destructive = false,
  cancelLabel = fr.common.cancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next || !busy) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          {destructive ? (
            <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
              <Trash2 aria-hidden="true" className="size-5" />
            </div>
          ) : null}
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div>{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <BusyButton
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            busy={busy}
            icon={destructive ? <Trash2 aria-hidden="true" /> : null}
          >
            {busy ? busyLabel : confirmLabel}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
