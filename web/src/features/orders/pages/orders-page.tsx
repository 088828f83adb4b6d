import { ORDER_SEARCH_MAX, type Order } from '@app/shared/orders/schemas';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { fr } from '@/i18n/fr';
import { clientOrdersFr } from '@/features/orders/fr';
import { PAYMENT_PARAM } from '@/lib/paths';
import { useOrderCounts } from '@/features/orders/api/orders-queries';
import { useLinkedOrder } from '@/features/orders/api/use-linked-order';
import { useOrderPages, useServerSearch } from '@/features/orders/api/use-order-pages';
import { ClientOrderDialogs } from '@/features/orders/components/client-order-dialogs';
import { ClientOrderTabs } from '@/features/orders/components/client-order-tabs';
import { ClientOrdersList } from '@/features/orders/components/client-orders-list';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { ORDER_TABS, statusesOfTab } from '@/features/orders/components/order-list-utils';
import { useOrdersParams } from '@/features/orders/hooks/use-orders-params';
import { useOrdersToasts } from '@/features/orders/hooks/use-orders-toasts';

const t = clientOrdersFr;

/** 'Mes commandes' (spec §2): search, status tabs with counts, order cards by pages, SAV and details. */
export function OrdersPage() {
  const { query, setQuery, tab, unpaid, updateParam } = useOrdersParams();
  // Each tab asks the server for its own status; the search is done by the server too.
  const q = useServerSearch(query);
  const pages = useOrderPages({ statuses: statusesOfTab(tab), q, unpaid });
  const counts = useOrderCounts();
  // The dialogs keep the order they were opened on, refreshed from the list while it is there.
  const [savOrder, setSavOrder] = useState<Order | null>(null);
  const details = useLinkedOrder();
  useOrdersToasts(pages.query);

  const fresh = (held: Order | null): Order | null =>
    held ? (pages.orders.find((o) => o.id === held.id) ?? held) : null;

  return (
    <>
      <PageHeader title={fr.pages.orders} description={t.description} actions={<NewOrderButton />} />

      <Tabs value={tab} onValueChange={(value) => updateParam('tab', value)}>
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <ClientOrderTabs tab={tab} pages={pages} counts={counts} />
          <SearchInput
            wrapperClassName="w-full md:max-w-xs"
            value={query}
            maxLength={ORDER_SEARCH_MAX}
            onChange={(event) => {
              setQuery(event.target.value);
              updateParam('q', event.target.value.trim());
            }}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
          />
        </div>
        {unpaid ? (
          <div
            role="status"
            className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
          >
            <span>{t.unpaidFilter}</span>
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => updateParam(PAYMENT_PARAM, '')}>
              {t.unpaidFilterClear}
            </Button>
          </div>
        ) : null}
        {ORDER_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-5 rounded-xl focus-visible:ring-offset-4">
            {value === tab ? (
              <ClientOrdersList pages={pages} counts={counts} tab={tab} onRequestSav={setSavOrder} onShowDetails={details.open} />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>

      <ClientOrderDialogs
        savOrder={fresh(savOrder)}
        detailsOrder={fresh(details.opened)}
        onCloseSav={() => setSavOrder(null)}
        onCloseDetails={details.close}
      />
    </>
  );
}
