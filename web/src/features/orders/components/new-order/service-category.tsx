import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { newOrderFr } from '@/features/orders/fr';
import { cn } from '@/lib/utils';
import type { PricedCatalogService } from '@/features/orders/components/new-order-pricing';
import { formatDiscount } from '@/lib/format/format';
import { ServiceCheckbox } from './service-checkbox';

const t = newOrderFr;

export interface ServiceCategoryProps {
  name: string;
  discount: Pick<ClientDiscount, 'discount_type' | 'discount_value'> | undefined;
  services: PricedCatalogService[];
  selection: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
}

/** One catalogue category, collapsed until opened, with a checkbox per service. */
export function ServiceCategory({ name, discount, services, selection, onToggle }: ServiceCategoryProps) {
  const [open, setOpen] = useState(false);
  const chosen = services.filter((s) => selection.has(s.key)).length;
  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className={cn(
        'overflow-hidden rounded-lg border bg-white transition-colors',
        chosen > 0 ? 'border-brand-200' : 'border-zinc-200',
      )}
    >
      <CollapsibleTrigger className="group flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left outline-none hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-zinc-400 transition-transform group-data-[state=open]:rotate-90"
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium break-words text-zinc-900">{name}</span>
          {discount ? <Badge variant="success">{t.discountBadge(formatDiscount(discount, { reduction: true }))}</Badge> : null}
        </span>
        {chosen > 0 ? (
          <Badge>{t.selectedCount(chosen)}</Badge>
        ) : (
          <span className="shrink-0 text-xs text-zinc-500">{t.servicesCount(services.length)}</span>
        )}
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="divide-y divide-zinc-100 border-t border-zinc-100">
          {services.map((service) => (
            <ServiceCheckbox
              key={service.key}
              service={service}
              checked={selection.has(service.key)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
