import type { Order } from '@app/shared/orders/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryButton } from '@/components/ui/load-error-state';
import { filterOrders } from '@app/shared/orders/search';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/i18n/fr';
import { useOrders } from '@/features/orders/api/orders-queries';
import { takeFlashToast } from '@/features/orders/components/flash-toast';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { OrderCard } from '@/features/orders/components/order-card';
import { OrderDetailsDialog } from '@/features/orders/components/order-details-dialog';
import {
  countByTab,
  isOrderTab,
  newestFirst,
  ORDER_TABS,
  type OrderTab,
  ordersInTab,
} from '@/features/orders/components/order-list-utils';
import { SavRequestDialog } from '@/features/orders/components/sav-request-dialog';

const t = fr.clientOrders;

function OrdersSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-4 p-5">
          <div className="flex justify-between gap-4">
            <div className="grid gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-5 w-28 rounded-full" />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-9" />
            ))}
          </div>
          <Skeleton className="h-8 w-64" />
        </Card>
      ))}
    </div>
  );
}

/** 'Mes commandes' (spec §2): search, status tabs with counts, order cards, SAV and details. */
export function OrdersPage() {
  const orders = useOrders();
  // The tab and the search live in the URL: they survive the reload after a SAV request.
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // A navigation to /orders (e.g. after creating an order) clears the search box too.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== query.trim()) setQuery(urlQuery);
  }
  const tabParam = params.get('tab') ?? '';
  const tab: OrderTab = isOrderTab(tabParam) ? tabParam : 'all';
  const updateParam = (name: 'q' | 'tab', value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && !(name === 'tab' && value === 'all')) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  const [savOrderId, setSavOrderId] = useState<string | null>(null);
  const [detailsOrderId, setDetailsOrderId] = useState<string | null>(null);
  const savBusy = useRef(false);

  // The toast of a SAV request survives the reload that follows it (spec §4).
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast[flash.type](flash.message, { duration: flash.duration });
  }, []);

  // Spec §8: one toast per loading failure (polling would repeat it every 5 s).
  const errorShown = useRef(false);
  useEffect(() => {
    if (orders.isError && !errorShown.current) {
      errorShown.current = true;
      toast.error(t.loadError, { id: 'orders-load-error' });
    } else if (!orders.isError && orders.isSuccess) {
      errorShown.current = false;
    }
  }, [orders.isError, orders.isSuccess]);

  const all = useMemo(() => newestFirst(orders.data ?? []), [orders.data]);
  const matching = useMemo(() => filterOrders(all, query), [all, query]);
  const counts = useMemo(() => countByTab(matching), [matching]);
  const byId = (id: string | null): Order | undefined => (id ? all.find((o) => o.id === id) : undefined);
  const savOrder = byId(savOrderId);
  const detailsOrder = byId(detailsOrderId);

  const list = (current: OrderTab) => {
    if (orders.isPending) return <OrdersSkeleton />;
    if (orders.isError && !orders.data) {
      return (
        <EmptyState
          description={<p>{t.loadErrorInline}</p>}
          action={<RetryButton onClick={() => void orders.refetch()} />}
        />
      );
    }
    const shown = ordersInTab(matching, current);
    if (shown.length === 0) {
      return (
        <EmptyState
          title={t.empty}
          description={all.length === 0 ? <p>{t.emptyHint}</p> : undefined}
          action={all.length === 0 ? <NewOrderButton>{fr.clientHome.createFirst}</NewOrderButton> : undefined}
        />
      );
    }
    return (
      <div className="grid gap-4">
        {shown.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            onRequestSav={(o) => setSavOrderId(o.id)}
            onShowDetails={(o) => setDetailsOrderId(o.id)}
          />
        ))}
      </div>
    );
  };

  return (
    <>
      <PageHeader title={fr.pages.orders} description={t.description} actions={<NewOrderButton />} />

      <Tabs value={tab} onValueChange={(value) => updateParam('tab', value)}>
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList aria-label={t.filterLabel} className="h-auto flex-wrap self-start">
            {ORDER_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="group">
                {t.tabs[value]}
                <span className="min-w-5 rounded-full bg-zinc-200/80 px-1.5 text-center text-xs font-semibold text-zinc-600 tabular-nums group-data-[state=active]:bg-brand-50 group-data-[state=active]:text-brand-700">
                  {orders.data ? counts[value] : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchInput
            wrapperClassName="w-full md:max-w-xs"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              updateParam('q', event.target.value.trim());
            }}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
          />
        </div>
        {ORDER_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-5 rounded-xl focus-visible:ring-offset-4">
            {list(value)}
          </TabsContent>
        ))}
      </Tabs>

      <Dialog
        open={Boolean(savOrder)}
        onOpenChange={(open) => {
          if (!open && !savBusy.current) setSavOrderId(null);
        }}
      >
        {savOrder ? (
          <SavRequestDialog
            key={savOrder.id}
            order={savOrder}
            onBusyChange={(busy) => {
              savBusy.current = busy;
            }}
            onCancel={() => setSavOrderId(null)}
          />
        ) : null}
      </Dialog>

      <Dialog open={Boolean(detailsOrder)} onOpenChange={(open) => !open && setDetailsOrderId(null)}>
        {detailsOrder ? <OrderDetailsDialog order={detailsOrder} /> : null}
      </Dialog>
    </>
  );
}
