import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { fr } from '@/i18n/fr';
import { categoriesQueryOptions, clientDiscountsQueryOptions } from '@/features/orders/api/get-catalog';
import { loadNewOrderDialog } from './new-order-host';
import { useNewOrderDialog } from './use-new-order-dialog';

/**
 * A 'Nouvelle commande' button (client header, home, orders page): opens the new-order dialog
 * (new-order-host.tsx) by putting it in the history. Hovered or focused, it fetches the form and
 * the catalogue ahead.
 */
export function NewOrderButton({ children, ...props }: Omit<ButtonProps, 'onClick'>) {
  const queryClient = useQueryClient();
  const { show } = useNewOrderDialog();

  const preload = useCallback(() => {
    void loadNewOrderDialog().catch(() => undefined);
    void queryClient.prefetchQuery(categoriesQueryOptions());
    void queryClient.prefetchQuery(clientDiscountsQueryOptions());
  }, [queryClient]);

  return (
    <Button onPointerEnter={preload} onFocus={preload} onClick={show} aria-haspopup="dialog" {...props}>
      <Plus aria-hidden="true" />
      {children ?? fr.layout.newOrder}
    </Button>
  );
}
