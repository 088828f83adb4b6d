import type { QueryClient } from '@tanstack/react-query';
import type { Category } from '@app/shared/catalog/schemas';
import { queryKeys } from '@/lib/api/query-keys';

/** Applies a change to the cached catalogue at once, then refetches it in the background. */
export function updateCatalog(queryClient: QueryClient, change: (categories: Category[]) => Category[]): void {
  queryClient.setQueryData<Category[]>(queryKeys.catalog.adminCategories, (categories) =>
    categories ? change(categories) : categories,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.adminCategories });
}

/** Replaces one category through `change`. */
export const inCategory =
  (categoryId: string, change: (category: Category) => Category) =>
  (categories: Category[]): Category[] =>
    categories.map((category) => (category.id === categoryId ? change(category) : category));
