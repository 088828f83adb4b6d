import type { QueryClient } from '@tanstack/react-query';
import type { Partner } from '@app/shared/partners/schemas';
import { queryKeys } from '@/lib/api/query-keys';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The server's order: by name, French collation. */
export const byName = (a: Partner, b: Partner) => collator.compare(a.name, b.name);

/** Applies a change to the cached partners at once (kept sorted), then refetches them in the background. */
export function updatePartners(queryClient: QueryClient, change: (partners: Partner[]) => Partner[]): void {
  queryClient.setQueryData<Partner[]>(queryKeys.partners, (partners) =>
    partners ? change(partners).sort(byName) : partners,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.partners });
}

/** Puts `partner` in place of the one with its id, or adds it. */
export const withPartner =
  (partner: Partner) =>
  (partners: Partner[]): Partner[] =>
    partners.some((p) => p.id === partner.id)
      ? partners.map((p) => (p.id === partner.id ? partner : p))
      : [...partners, partner];
