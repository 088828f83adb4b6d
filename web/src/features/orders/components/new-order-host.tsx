import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { newOrderFr } from '@/features/orders/fr';
import { importOrReload } from '@/lib/browser/chunk-reload';
import { hasNewOrderOpen, useNewOrderDialog } from './use-new-order-dialog';

const t = newOrderFr;

// The dialog (Radix) and its form are chunks of their own, fetched on first use (or ahead, by the
// button). A deploy may have replaced a chunk: reload once rather than fail (lib/chunk-reload.ts).
const loadNewOrderModal = () => importOrReload(() => import('./new-order-modal'));
export const loadNewOrderDialog = () => loadNewOrderModal().then((modal) => modal.loadNewOrderForm());
const NewOrderModal = lazy(async () => ({ default: (await loadNewOrderModal()).NewOrderModal }));

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
      {open ? (
        <Suspense fallback={null}>
          <NewOrderModal
            onOpenChange={onOpenChange}
            onBusyChange={(value) => {
              busy.current = value;
            }}
            onDirtyChange={setDirty}
            onCreated={() => {
              busy.current = false;
              closing.current = true;
              finish();
            }}
          />
        </Suspense>
      ) : null}
      <UnsavedChangesGuard
        dirty={open && dirty}
        texts={leaveTexts}
        leaves={(current, next) => !closing.current && (current.pathname !== next.pathname || !hasNewOrderOpen(next))}
      />
    </>
  );
}
