import { Info, X } from 'lucide-react';
import { newOrderFr } from '@/features/orders/fr';
import { formatEuroHt } from '@/lib/format/format';
import type { PricedCatalogService } from '@/features/orders/components/new-order-pricing';
import type { OrderCredits } from '@/lib/credits/billing';
import { OrderCreditsPreview } from './order-credits-preview';

const t = newOrderFr;

/** The services ticked so far, each removable, and their total (in credits too for a prepaid client). */
export function SelectedServicesSummary({
  selected,
  total,
  onRemove,
  credits,
}: {
  selected: readonly PricedCatalogService[];
  total: number;
  onRemove: (key: string) => void;
  credits?: OrderCredits | undefined;
}) {
  return (
    <aside
      aria-label={t.summaryTitle}
      className="flex flex-col self-start rounded-xl border border-zinc-200 bg-zinc-50/70 lg:sticky lg:top-0"
    >
      <p className="px-4 pt-4 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{t.summaryTitle}</p>
      {selected.length === 0 ? (
        <p className="px-4 py-3 text-sm text-zinc-500">{t.noneSelected}</p>
      ) : (
        <ul className="grid gap-1 px-2 py-2">
          {selected.map((service) => (
            <SelectedService key={service.key} service={service} onRemove={onRemove} />
          ))}
        </ul>
      )}
      <div className="mt-auto border-t border-zinc-200 px-4 py-3">
        <div className="flex items-baseline justify-between gap-2" aria-live="polite">
          <span className="text-sm font-medium text-zinc-700">{t.total}</span>
          <span data-testid="order-total" className="text-xl font-semibold text-zinc-900 tabular-nums">
            {formatEuroHt(total)}
          </span>
        </div>
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-zinc-500">
          <Info aria-hidden="true" className="size-3.5 shrink-0" />
          {t.discountsNote}
        </p>
        <p className="mt-1 text-xs text-zinc-500">{t.vatNote}</p>
        {credits ? <OrderCreditsPreview total={total} credits={credits} /> : null}
      </div>
    </aside>
  );
}

function SelectedService({ service, onRemove }: { service: PricedCatalogService; onRemove: (key: string) => void }) {
  return (
    <li className="flex items-start gap-2 rounded-md px-2 py-1.5">
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug text-zinc-900">{service.name}</p>
        <p className="text-xs break-words text-zinc-500">{service.category_name}</p>
      </div>
      <span className="pt-px text-sm font-medium text-zinc-900 tabular-nums">
        {formatEuroHt(service.discounted_price)}
      </span>
      <button
        type="button"
        onClick={() => onRemove(service.key)}
        aria-label={t.removeService(service.name)}
        className="-mr-1 cursor-pointer rounded p-0.5 text-zinc-400 outline-none hover:bg-zinc-200 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}
