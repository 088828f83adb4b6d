import { PackageOpen } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { newOrderFr } from '@/features/orders/fr';
import { discountFor } from '@/features/orders/components/new-order-pricing';
import { ServiceCategory } from './service-category';
import type { ServiceSelection } from './use-service-selection';

/** The catalogue categories to pick services from (skeletons while loading). */
export function ServicePicker({ services }: { services: ServiceSelection }) {
  if (services.categoriesPending) {
    return (
      <>
        <Skeleton className="h-12 w-full rounded-lg" />
        <Skeleton className="h-12 w-full rounded-lg" />
        <Skeleton className="h-12 w-full rounded-lg" />
      </>
    );
  }
  if (services.categories.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-sm text-zinc-600">
        <PackageOpen aria-hidden="true" className="size-5 text-zinc-400" />
        {newOrderFr.noServices}
      </div>
    );
  }
  return services.categories.map((category) => (
    <ServiceCategory
      key={category.id}
      name={category.name}
      discount={discountFor(category.id, services.discounts)}
      services={services.priced.filter((s) => s.category_id === category.id)}
      selection={services.selection}
      onToggle={services.toggle}
    />
  ));
}
