import { MousePointerClick } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { fr } from '@/i18n/fr';
import { useCategories } from '@/features/discounts/api/get-categories';
import { useClients } from '@/features/discounts/api/get-clients';
import { ClientDiscounts } from '@/features/discounts/components/client-discounts';
import { ClientList } from '@/features/discounts/components/client-list';

const t = fr.admin.discounts;

/**
 * 'Remises Clients' (spec §2): clients on the left, the selected client's discounts on the
 * right. The selection lives in the URL (?client=id), so a reload keeps it.
 */
export function AdminDiscountsPage() {
  const clients = useClients();
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('client');
  const selected = clients.data?.find((client) => client.id === selectedId) ?? null;

  useEffect(() => {
    if (clients.isError) toast.error(t.clientsLoadError, { id: 'clients-load-error' });
  }, [clients.isError]);

  useEffect(() => {
    // Categories only feed the discount form's list: a failure is logged (spec §8).
    if (categories.isError) console.error('Categories failed to load:', categories.error);
  }, [categories.isError, categories.error]);

  return (
    <>
      <PageHeader title={fr.pages.adminDiscounts} description={t.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ClientList
          clients={clients.data}
          loading={clients.isPending}
          selectedId={selected?.id ?? null}
          onSelect={(client) => setParams({ client: client.id }, { replace: true })}
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
