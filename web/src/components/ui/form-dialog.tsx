import type { ReactNode } from 'react';
import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';
import { BusyButton } from './busy-button';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The form; mounted only while the dialog is open, so it starts afresh each time. */
  children: ReactNode;
}

/** A dialog holding one form: title, description, then the form (ended by a FormDialogFooter). */
export function FormDialog({ open, onClose, title, description, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export interface FormDialogFooterProps {
  busy: boolean;
  submitLabel: string;
  /** Text of the submit button while busy. */
  busyLabel: string;
  /** The submit button is also disabled (e.g. a required box is blank). */
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** Annuler (closes the dialog) and the submit button, both disabled while busy. */
export function FormDialogFooter({ busy, submitLabel, busyLabel, disabled, icon, className = 'mt-2' }: FormDialogFooterProps) {
  return (
    // Sticky: in a dialog taller than the screen the buttons stay put when an error line appears
    // above them (a blur on mousedown would otherwise move the button away from the click).
    <DialogFooter className={cn('sticky bottom-0 -mb-6 bg-white pt-3 pb-6', className)}>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {fr.common.cancel}
        </Button>
      </DialogClose>
      <BusyButton type="submit" busy={busy} disabled={disabled} icon={icon}>
        {busy ? busyLabel : submitLabel}
      </BusyButton>
    </DialogFooter>
  );
}
