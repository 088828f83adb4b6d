import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { fr } from '@/i18n/fr';
import { cn } from '@/lib/utils';
import { DialogCloseButton, DialogOverlay, DialogPortal } from './dialog';

/** A dialog that slides in from the left edge (the side menu on small screens). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-zinc-200 bg-white shadow-xl outline-none data-[state=open]:animate-slide-in-left',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton className="top-3 right-3 p-1.5" label={fr.layout.closeMenu} />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}
