import { priceMessages, type Order } from '@app/shared/orders/schemas';
import { readAmount } from '@app/shared/pricing/amount-schema';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { adminOrderFr } from '@/features/orders/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { formatAmountInput } from '@/lib/format/format';
import { useUpdateOrderPrice } from '@/features/orders/api/admin-update-price';

const t = adminOrderFr;

/**
 * Spec §5: the price needs a non-empty value read as a decimal number ('120,50' or '120.50'),
 * within the shared amount bounds (at most 999 999,99 €, two decimals).
 * Mount it with `key={order.total_price}` so that it shows a price changed elsewhere. The price is
 * HT; an invoiced order's is locked (the server answers 409): its invoice is what it owes until a
 * credit note cancels it (decision 034).
 */
export function OrderPriceForm({ order }: { order: Order }) {
  const [value, setValue] = useState(() => formatAmountInput(order.total_price));
  const [error, setError] = useState<string>();
  const mutation = useUpdateOrderPrice();
  const locked = order.invoice_id ? t.priceLockedByInvoice(order.invoice_number ?? order.invoice_id) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(t.priceRequired);
    const price = readAmount(value, priceMessages);
    if (price.problem !== undefined) return setError(price.problem);
    setError(undefined);
    mutation.mutate(
      { orderId: order.id, totalPrice: price.amount },
      {
        onSuccess: () => toast.success(t.priceUpdated),
        onError: (cause) => toast.error(getErrorDetail(cause) ?? t.priceError),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField id="order-price" label={t.price} error={error}>
        <div className="relative">
          <Input
            id="order-price"
            inputMode="decimal"
            autoComplete="off"
            required
            disabled={locked !== undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('order-price', error)}
            className="pr-8 tabular-nums"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-zinc-500"
          >
            €
          </span>
        </div>
      </FormField>
      {locked ? <p className="text-xs text-zinc-500">{locked}</p> : null}
      <BusyButton type="submit" variant="secondary" busy={mutation.isPending} disabled={locked !== undefined}>
        {t.priceSubmit}
      </BusyButton>
    </form>
  );
}
