import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { useMemo, useState } from 'react';
import { useCategories, useClientDiscounts } from '@/features/orders/api/get-catalog';
import { priceCatalog, selectedServices, selectionTotal } from '@/features/orders/components/new-order-pricing';

/** The catalogue priced for this client, the services ticked, and their total. */
export function useServiceSelection() {
  const categories = useCategories();
  const discounts = useClientDiscounts();
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());

  const discountList: readonly ClientDiscount[] = useMemo(() => discounts.data ?? [], [discounts.data]);
  const priced = useMemo(() => priceCatalog(categories.data ?? [], discountList), [categories.data, discountList]);
  const selected = useMemo(() => selectedServices(priced, selection), [priced, selection]);

  const toggle = (key: string, checked: boolean) => {
    setSelection((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  return {
    categories: categories.data ?? [],
    categoriesPending: categories.isPending,
    discounts: discountList,
    priced,
    selection,
    selected,
    total: selectionTotal(selected),
    toggle,
  };
}

export type ServiceSelection = ReturnType<typeof useServiceSelection>;
