import type { Order } from '@app/shared/orders/schemas';
import { toast } from '@/lib/toast/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fr } from '@/i18n/fr';
import { adminOrdersFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useDeleteOrder } from '@/features/orders/api/admin-delete-order';
import { clientWithCompany, vehicleWithYear } from './order-labels';

const t = adminOrdersFr;

export interface DeleteOrderDialogProps {
  /** The order to delete; the dialog is open while it is set. */
  order: Order | null;
  onClose: () => void;
  onDeleted?: (order: Order) => void;
}

/** Spec §5: confirmation showing the vehicle and the client, and 'Cette action est irréversible !'. */
export function DeleteOrderDialog({ order, onClose, onDeleted }: DeleteOrderDialogProps) {
  const deletion = useDeleteOrder();

  const confirm = () => {
    if (!order) return;
    deletion.mutate(order.id, {
      onSuccess: () => {
        toast.success(t.deleted);
        onClose();
        onDeleted?.(order);
      },
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.deleteError),
    });
  };

  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.deleteTitle}
      description={
        order ? (
          <div className="grid gap-3">
            <dl className="grid gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm">
              <div className="flex gap-2">
                <dt className="w-16 shrink-0 text-zinc-500">{t.deleteVehicle}</dt>
                <dd className="font-medium text-zinc-900">{vehicleWithYear(order)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="w-16 shrink-0 text-zinc-500">{t.deleteClient}</dt>
                <dd className="font-medium text-zinc-900">{clientWithCompany(order)}</dd>
              </div>
            </dl>
            <p className="font-medium text-red-700">{t.irreversible}</p>
          </div>
        ) : null
      }
      confirmLabel={fr.common.delete}
      busyLabel={t.deleting}
      busy={deletion.isPending}
      onConfirm={confirm}
      destructive
    />
  );
}
