import type { Category, ClientDiscount } from '@app/shared/catalog/schemas';
import type { PublicUser } from '@app/shared/users/schemas';
import { Percent, Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditDeleteActions } from '@/components/ui/icon-button';
import { RetryButton } from '@/components/ui/load-error-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { discountsFr } from '@/features/discounts/fr';
import { useDeleteDiscount } from '@/features/discounts/api/delete-discount';
import { useClientDiscounts } from '@/features/discounts/api/get-client-discounts';
import { DiscountDialog, type DiscountDialogTarget } from './discount-dialog';
import { formatDiscount } from '@/lib/format/format';
import { clientName } from './discount-format';
import { useConfirmedDelete, useLoadErrorToast } from '@/lib/hooks/use-confirmed-delete';

const t = discountsFr;

export interface ClientDiscountsProps {
  client: PublicUser;
  categories: readonly Category[];
}

/** The right pane: the selected client's discounts, with add, edit and delete. */
export function ClientDiscounts({ client, categories }: ClientDiscountsProps) {
  const discounts = useClientDiscounts(client.id);
  const removal = useConfirmedDelete(
    useDeleteDiscount(),
    (discount: ClientDiscount) => ({ clientId: client.id, categoryId: discount.category_id }),
    t,
  );
  const toDelete = removal.target;
  const [dialog, setDialog] = useState<DiscountDialogTarget | null>(null);
  const name = clientName(client);
  useLoadErrorToast(discounts.isError, t.loadError, 'discounts-load-error');

  let body;
  if (discounts.isPending) {
    body = (
      <SkeletonBars className="grid gap-3 p-5" bars={['h-5', 'h-5', 'h-5 w-2/3']} />
    );
  } else if (discounts.isError && !discounts.data) {
    body = (
      <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
        <TriangleAlert aria-hidden="true" className="size-8 text-red-500" />
        <p className="text-sm text-zinc-600">{t.loadError}</p>
        <RetryButton size="sm" onClick={() => void discounts.refetch()} />
      </div>
    );
  } else if (discounts.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-5 py-14 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Percent aria-hidden="true" className="size-6" />
        </div>
        <p className="text-base font-semibold text-zinc-900">{t.noDiscounts}</p>
        <p className="text-sm text-zinc-600">{t.noDiscountsHint}</p>
      </div>
    );
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-zinc-100 text-left text-xs font-medium text-zinc-500">
              <th scope="col" className="py-2.5 pl-5 font-medium">
                {t.category}
              </th>
              <th scope="col" className="px-3 py-2.5 font-medium">
                {t.type}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {t.value}
              </th>
              <th scope="col" className="py-2.5 pr-5 text-right font-medium">
                <span className="sr-only">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {discounts.data.map((discount) => (
              <tr key={discount.category_id} className="hover:bg-zinc-50/70">
                <td className="py-3 pl-5 font-medium text-zinc-900">{discount.category_name}</td>
                <td className="px-3 py-3">
                  <Badge variant={discount.discount_type === 'percentage' ? 'info' : 'purple'}>
                    {t.typeLabels[discount.discount_type]}
                  </Badge>
                </td>
                <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-zinc-900 tabular-nums">
                  {formatDiscount(discount)}
                </td>
                <td className="w-px py-2 pr-4 whitespace-nowrap">
                  <EditDeleteActions
                    className="justify-end"
                    editLabel={t.edit(discount.category_name)}
                    deleteLabel={t.delete(discount.category_name)}
                    onEdit={() => setDialog({ clientId: client.id, clientName: name, discount })}
                    onDelete={() => removal.ask(discount)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="client-discounts-title">
        <div className="flex flex-col gap-3 border-b border-zinc-100 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h2 id="client-discounts-title" className="text-base font-semibold break-words text-zinc-900">
              {t.discountsOf(name)}
            </h2>
            <p className="text-sm wrap-anywhere text-zinc-500">
              {[client.company_name, client.email].filter(Boolean).join(' · ')}
            </p>
          </div>
          <Button onClick={() => setDialog({ clientId: client.id, clientName: name })}>
            <Plus aria-hidden="true" />
            {t.addDiscount}
          </Button>
        </div>
        {body}
      </section>

      <DiscountDialog target={dialog} categories={categories} onClose={() => setDialog(null)} />

      <ConfirmDialog
        {...removal.dialog}
        title={t.deleteTitle}
        description={toDelete ? t.deleteText(toDelete.category_name) : ''}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.deleting}
      />
    </Card>
  );
}
