import type { Order } from '@app/shared/orders/schemas';
import { clientOrdersFr } from '@/features/orders/fr';
import { formatEuroHt } from '@/lib/format/format';
import { cn } from '@/lib/utils';
import { serviceView } from './order-list-utils';

/** The selected services of an order with what the client pays (and the price before discount). */
export function OrderServices({
  services,
  variant = 'chips',
}: {
  services: Order['selected_services'] | readonly unknown[];
  variant?: 'chips' | 'list';
}) {
  const views = (services as readonly unknown[]).map(serviceView).filter((s) => s.name);
  if (views.length === 0) {
    return <p className="text-sm text-zinc-500">{clientOrdersFr.noServices}</p>;
  }
  return (
    <ul className={cn(variant === 'chips' ? 'flex flex-wrap gap-2' : 'divide-y divide-zinc-100')}>
      {views.map((service, index) => (
        <li
          key={`${service.name}-${index}`}
          className={cn(
            // Wrapped on a phone: a long name and its two prices (« … € HT ») never widen the card.
            'flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm',
            variant === 'chips'
              ? 'rounded-lg border border-zinc-200 bg-zinc-50 px-2.5 py-1'
              : 'justify-between py-2 first:pt-0 last:pb-0',
          )}
        >
          <span className="text-zinc-800">{service.name}</span>
          {service.price !== null ? (
            <span className="flex flex-wrap items-baseline gap-x-1.5 tabular-nums">
              {service.originalPrice !== null ? (
                <s className="text-xs text-zinc-500">{formatEuroHt(service.originalPrice)}</s>
              ) : null}
              <span className={cn('font-medium', service.originalPrice !== null ? 'text-green-700' : 'text-zinc-900')}>
                {formatEuroHt(service.price)}
              </span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
