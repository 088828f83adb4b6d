import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { fr } from '@/i18n/fr';
import { importOrReload } from '@/lib/chunk-reload';
import { categoriesQueryOptions, clientDiscountsQueryOptions } from '@/features/orders/api/get-catalog';
import { paths } from '@/lib/paths';

// The form (react-hook-form, zod, the shared schemas) is its own chunk, fetched on first use:
// this button sits in the client header, which every page loads.
// A deploy may have replaced the chunk: reload once rather than fail (lib/chunk-reload.ts).
const loadDialog = () => importOrReload(() => import('./new-order-dialog'));
const NewOrderDialog = lazy(async () => ({ default: (await loadDialog()).NewOrderDialog }));

function DialogLoading() {
  return (
    <DialogContent className="max-w-sm">
      <DialogTitle>{fr.newOrder.title}</DialogTitle>
      <DialogDescription className="sr-only">{fr.newOrder.loading}</DialogDescription>
      <div className="flex justify-center py-8">
        <Spinner className="size-7" label={fr.newOrder.loading} />
      </div>
    </DialogContent>
  );
}

/**
 * A 'Nouvelle commande' button (client header, home, orders page) opening the new-order dialog.
 * On success the dialog has reloaded the orders and the balance; the user goes to /orders.
 */
export function NewOrderButton({ children, ...props }: Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const busy = useRef(false);

  const preload = useCallback(() => {
    void loadDialog().catch(() => undefined);
    void queryClient.prefetchQuery(categoriesQueryOptions());
    void queryClient.prefetchQuery(clientDiscountsQueryOptions());
  }, [queryClient]);

  const onOpenChange = (next: boolean) => {
    // No closing (Escape, outside click) while the file is sent and the order created.
    if (!next && busy.current) return;
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button onPointerEnter={preload} onFocus={preload} {...props}>
          <Plus aria-hidden="true" />
          {children ?? fr.layout.newOrder}
        </Button>
      </DialogTrigger>
      {open ? (
        <Suspense fallback={<DialogLoading />}>
          <NewOrderDialog
            onBusyChange={(value) => {
              busy.current = value;
            }}
            onCancel={() => onOpenChange(false)}
            onCreated={() => {
              busy.current = false;
              setOpen(false);
              void navigate(paths.orders);
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
