import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export type BusyButtonProps = Omit<ButtonProps, 'asChild'> & {
  /** Shows a spinner in place of the icon, and disables the button. */
  busy: boolean;
  /** The icon shown when not busy. */
  icon?: ReactNode;
};

/** A button that turns into a spinner (and is disabled) while its action runs. */
export function BusyButton({ busy, icon = null, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {children}
    </Button>
  );
}
