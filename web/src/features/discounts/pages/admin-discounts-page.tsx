import type { PublicUser } from '@app/shared/users/schemas';
import { MousePointerClick } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast/toast';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { fr } from '@/i18n/fr';
import { discountsFr } from '@/features/discounts/fr';
import { useAccountPages, useAccountSearch } from '@/lib/account/account-pages';
import { useCategories } from '@/features/discounts/api/get-categories';
import { ClientDiscounts } from '@/features/discounts/components/client-discounts';
import { ClientList } from '@/features/discounts/components/client-list';

const t = discountsFr;

/**
 * 'Remises Clients' (spec §2): clients on the left (searched on the server, by pages), the
 * selected client's discounts on the right. The selection lives in the URL (?client=id), so a
 * reload keeps it while that client is on the first page of the list.
 */
export function AdminDiscountsPage() {
  const [search, setSearch] = useState('');
  const clients = useAccountPages({ role: 'client', q: useAccountSearch(search) });
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  // The client last chosen: it stays selected while another search no longer lists it.
  const [picked, setPicked] = useState<PublicUser | null>(null);
  const selectedId = params.get('client');
  const selected =
    clients.accounts.find((client) => client.id === selectedId) ?? (picked?.id === selectedId ? picked : null);

  useEffect(() => {
    if (clients.query.isError) toast.error(t.clientsLoadError, { id: 'clients-load-error' });
  }, [clients.query.isError]);

  useEffect(() => {
    // Categories only feed the discount form's list: a failure is logged (spec §8).
    if (categories.isError) console.error('Categories failed to load:', categories.error);
  }, [categories.isError, categories.error]);

  return (
    <>
      <PageHeader title={fr.pages.adminDiscounts} description={t.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ClientList
          pages={clients}
          search={search}
          onSearch={setSearch}
          selectedId={selected?.id ?? null}
          onSelect={(client) => {
            setPicked(client);
            setParams({ client: client.id }, { replace: true });
          }}
        />
        {selected ? (
          <ClientDiscounts key={selected.id} client={selected} categories={categories.data ?? []} />
        ) : (
          <EmptyState icon={MousePointerClick} title={t.selectClient} description={t.selectClientHint} />
        )}
      </div>
    </>
  );
}
