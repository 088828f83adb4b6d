import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { fr } from '../../../i18n/fr';
import { NewOrderDialog } from './new-order-dialog';

/**
 * The 'Nouvelle commande' button (client header; later also the client home and orders page).
 * It opens the new-order dialog. Hook point for the order form: on success the form should close
 * this dialog, invalidate the orders and balance queries and navigate to /orders (spec §2).
 */
export function NewOrderButton({ children, ...props }: Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...props}>
          <Plus aria-hidden="true" />
          {children ?? fr.layout.newOrder}
        </Button>
      </DialogTrigger>
      {open ? <NewOrderDialog /> : null}
    </Dialog>
  );
}
