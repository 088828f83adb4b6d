import type { ReactNode } from 'react';
import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';
import { BusyButton } from './busy-button';
import { Button } from './button';
import { DialogClose, DialogContent, DialogFooter, DialogHeading, TargetDialog } from './dialog';

/** A text of the dialog, fixed or read from its target. */
type TargetText<T> = ReactNode | ((target: T) => ReactNode);

const textOf = <T,>(text: TargetText<T>, target: T): ReactNode => (typeof text === 'function' ? text(target) : text);

export interface FormDialogProps<T> {
  /** What the form is for; the dialog is open while it is not null. */
  target: T | null;
  onClose: () => void;
  title: TargetText<T>;
  description: TargetText<T>;
  /** The form; mounted only while the dialog is open, so it starts afresh each time. */
  children: (target: T) => ReactNode;
  className?: string;
}

/** A dialog holding one form: title, description, then the form (ended by a FormDialogFooter). */
export function FormDialog<T>({ target, onClose, title, description, children, className }: FormDialogProps<T>) {
  return (
    <TargetDialog target={target} onClose={onClose}>
      {(current) => (
        <DialogContent className={className}>
          <DialogHeading title={textOf(title, current)} description={textOf(description, current)} />
          {children(current)}
        </DialogContent>
      )}
    </TargetDialog>
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
    // above them (a blur on mousedown would otherwise move the button away from the click). Stuck
    // at -1.5rem: a sticky box stops at the scroller's padding, and the form showed through the
    // dialog's bottom padding under the buttons (issue 37); it now covers it.
    <DialogFooter className={cn('sticky -bottom-6 -mb-6 bg-white pt-3 pb-6', className)}>
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
