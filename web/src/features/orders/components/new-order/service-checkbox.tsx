import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { PricedCatalogService } from '@/features/orders/components/new-order-pricing';
import { ServicePrice } from './service-price';

/** A service of a category: its checkbox, name and price. */
export function ServiceCheckbox({
  service,
  checked,
  onToggle,
}: {
  service: PricedCatalogService;
  checked: boolean;
  onToggle: (key: string, checked: boolean) => void;
}) {
  const checkboxId = useId();
  return (
    <li className={cn('flex items-center gap-3 px-4 py-2.5', checked ? 'bg-brand-50/50' : undefined)}>
      <Checkbox id={checkboxId} checked={checked} onCheckedChange={(value) => onToggle(service.key, value === true)} />
      <Label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer py-0.5 leading-snug font-normal">
        {service.name}
      </Label>
      <ServicePrice service={service} />
    </li>
  );
}
