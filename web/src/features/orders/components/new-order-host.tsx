import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { newOrderFr } from '@/features/orders/fr';
import { importOrReload } from '@/lib/browser/chunk-reload';
import { hasNewOrderOpen, useNewOrderDialog } from './use-new-order-dialog';

const t = newOrderFr;

// The form (react-hook-form, zod, the shared schemas) is its own chunk, fetched on first use.
// A deploy may have replaced the chunk: reload once rather than fail (lib/chunk-reload.ts).
export const loadNewOrderDialog = () => importOrReload(() => import('./new-order-dialog'));
const NewOrderDialog = lazy(async () => ({ default: (await loadNewOrderDialog()).NewOrderDialog }));

function DialogLoading() {
  return (
    <DialogContent className="max-w-sm">
      <DialogTitle>{t.title}</DialogTitle>
      <DialogDescription className="sr-only">{t.loading}</DialogDescription>
      <div className="flex justify-center py-8">
        <Spinner className="size-7" label={t.loading} />
      </div>
    </DialogContent>
  );
}

const leaveTexts = { title: t.leaveTitle, text: t.leaveText, confirm: t.leaveConfirm };

/**
 * The one new-order dialog of the client pages (mounted by the client layout), open while the
 * URL says `?new=1` (use-new-order-dialog.ts). A filled form asks before Back or a link leaves it,
 * and the browser warns before a reload or a closed tab; its own Annuler and close button do not ask.
 */
export function NewOrderHost() {
  const { open, close, finish } = useNewOrderDialog();
  const [dirty, setDirty] = useState(false);
  const busy = useRef(false);
  /** Set by the dialog's own closing, so that the guard lets that navigation through. */
  const closing = useRef(false);

  useEffect(() => {
    closing.current = false;
    if (!open) setDirty(false);
  }, [open]);

  const onOpenChange = (next: boolean) => {
    // No closing (Escape, close button) while the file is sent and the order created.
    if (next || busy.current) return;
    closing.current = true;
    close();
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        {open ? (
          <Suspense fallback={<DialogLoading />}>
            <NewOrderDialog
              onBusyChange={(value) => {
                busy.current = value;
              }}
              onDirtyChange={setDirty}
              onCancel={() => onOpenChange(false)}
              onCreated={() => {
                busy.current = false;
                closing.current = true;
                finish();
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <UnsavedChangesGuard
        dirty={open && dirty}
        texts={leaveTexts}
        leaves={(current, next) => !closing.current && (current.pathname !== next.pathname || !hasNewOrderOpen(next))}
      />
    </>
  );
}
