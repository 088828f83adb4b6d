import { formatEuroHt } from '@/lib/format/format';
import type { PricedCatalogService } from '@/features/orders/components/new-order-pricing';

/** The price of a service; a discounted one shows the catalogue price struck through. */
export function ServicePrice({
  service,
}: {
  service: Pick<PricedCatalogService, 'original_price' | 'discounted_price'>;
}) {
  const discounted = service.discounted_price < service.original_price;
  return (
    <span className="flex shrink-0 items-baseline gap-2 text-sm tabular-nums">
      {discounted ? (
        <>
          <s className="text-xs text-zinc-500">{formatEuroHt(service.original_price)}</s>
          <span className="font-semibold text-green-700">{formatEuroHt(service.discounted_price)}</span>
        </>
      ) : (
        <span className="font-medium text-zinc-900">{formatEuroHt(service.original_price)}</span>
      )}
    </span>
  );
}
