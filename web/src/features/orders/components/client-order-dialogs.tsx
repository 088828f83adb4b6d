import type { Order } from '@app/shared/orders/schemas';
import { useRef } from 'react';
import { Dialog, TargetDialog } from '@/components/ui/dialog';
import { OrderDetailsDialog } from '@/features/orders/components/order-details-dialog';
import { SavRequestDialog } from '@/features/orders/components/sav-request-dialog';

/** The SAV request and the order details of 'Mes commandes'; the SAV dialog stays open while it sends. */
export function ClientOrderDialogs({
  savOrder,
  detailsOrder,
  onCloseSav,
  onCloseDetails,
}: {
  savOrder: Order | null;
  detailsOrder: Order | null;
  onCloseSav: () => void;
  onCloseDetails: () => void;
}) {
  const savBusy = useRef(false);
  return (
    <>
      <Dialog
        open={Boolean(savOrder)}
        onOpenChange={(open) => {
          if (!open && !savBusy.current) onCloseSav();
        }}
      >
        {savOrder ? (
          <SavRequestDialog
            key={savOrder.id}
            order={savOrder}
            onBusyChange={(busy) => {
              savBusy.current = busy;
            }}
            onCancel={onCloseSav}
          />
        ) : null}
      </Dialog>

      <TargetDialog target={detailsOrder} onClose={onCloseDetails}>
        {(order) => <OrderDetailsDialog order={order} />}
      </TargetDialog>
    </>
  );
}
