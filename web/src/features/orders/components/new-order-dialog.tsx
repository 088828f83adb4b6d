import { Construction } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { fr } from '../../../i18n/fr';

/**
 * Content of the 'Nouvelle commande ECU' dialog. The order form arrives with a later feature;
 * until then it says so plainly.
 */
export function NewOrderDialog() {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{fr.orders.newOrderDialogTitle}</DialogTitle>
        <DialogDescription>{fr.orders.newOrderUnavailable}</DialogDescription>
      </DialogHeader>
      <div className="flex justify-center py-4 text-brand-600">
        <Construction aria-hidden="true" className="size-10" />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{fr.common.close}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
