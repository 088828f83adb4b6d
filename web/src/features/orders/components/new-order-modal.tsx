import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { newOrderFr } from '@/features/orders/fr';
import { importOrReload } from '@/lib/browser/chunk-reload';

const t = newOrderFr;

// The form (react-hook-form, zod, the shared schemas) is its own chunk, fetched on first use.
// A deploy may have replaced the chunk: reload once rather than fail (lib/chunk-reload.ts).
export const loadNewOrderForm = () => importOrReload(() => import('./new-order-dialog'));
const NewOrderDialog = lazy(async () => ({ default: (await loadNewOrderForm()).NewOrderDialog }));

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

export interface NewOrderModalProps {
  onOpenChange: (open: boolean) => void;
  onBusyChange: (busy: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
  onCreated: () => void;
}

/** The open new-order dialog (Radix dialog, then the form): a chunk of its own, mounted by new-order-host.tsx while open. */
export function NewOrderModal({ onOpenChange, onBusyChange, onDirtyChange, onCreated }: NewOrderModalProps) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <Suspense fallback={<DialogLoading />}>
        <NewOrderDialog
          onBusyChange={onBusyChange}
          onDirtyChange={onDirtyChange}
          onCancel={() => onOpenChange(false)}
          onCreated={onCreated}
        />
      </Suspense>
    </Dialog>
  );
}
