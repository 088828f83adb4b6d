import { ORDER_SEARCH_MAX, type Order } from '@app/shared/orders/schemas';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryButton } from '@/components/ui/load-error-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fr } from '@/i18n/fr';
import { clientOrdersFr, orderPagesFr, recentOrdersFr } from '@/features/orders/fr';
import { formatCount } from '@/lib/format/format';
import { PAYMENT_PARAM } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useOrderCounts } from '@/features/orders/api/orders-queries';
import { useLinkedOrder } from '@/features/orders/api/use-linked-order';
import { countOf, loadedCountText } from '@/features/orders/api/order-pages';
import { useOrderPages, useServerSearch } from '@/features/orders/api/use-order-pages';
import { takeFlashToast } from '@/features/orders/components/flash-toast';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { OrderCard } from '@/features/orders/components/order-card';
import { OrderDetailsDialog } from '@/features/orders/components/order-details-dialog';
import { ListFooter } from '@/components/list-footer';
import { isOrderTab, ORDER_TABS, type OrderTab, statusesOfTab } from '@/features/orders/components/order-list-utils';
import { SavRequestDialog } from '@/features/orders/components/sav-request-dialog';

const t = clientOrdersFr;
const tp = orderPagesFr;

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

/** 'Mes commandes' (spec §2): search, status tabs with counts, order cards by pages, SAV and details. */
export function OrdersPage() {
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
  // 'Solde dû' leads here with only the unpaid orders that make the balance.
  const unpaid = params.get(PAYMENT_PARAM) === 'unpaid';
  const updateParam = (name: 'q' | 'tab' | typeof PAYMENT_PARAM, value: string) => {
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
  // Each tab asks the server for its own status; the search is done by the server too.
  const q = useServerSearch(query);
  const pages = useOrderPages({ statuses: statusesOfTab(tab), q, unpaid });
  const orders = pages.query;
  const counts = useOrderCounts();
  // The dialogs keep the order they were opened on, refreshed from the list while it is there.
  const [savOrder, setSavOrder] = useState<Order | null>(null);
  const [detailsOrder, setDetailsOrder] = useState<Order | null>(null);
  const savBusy = useRef(false);
  useLinkedOrder(setDetailsOrder);

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

  const fresh = (held: Order | null): Order | null =>
    held ? (pages.orders.find((o) => o.id === held.id) ?? held) : null;
  const shownSavOrder = fresh(savOrder);
  const shownDetailsOrder = fresh(detailsOrder);

  const tabCount = (value: OrderTab): string | null => {
    // While searching, only the shown tab knows its results: the loaded ones, '+' when more remain.
    if (pages.searching) {
      const known = value === tab && !orders.isPending && !pages.stale;
      return known ? loadedCountText(pages.orders.length, pages.hasMore) : null;
    }
    const count = countOf(counts.data, statusesOfTab(value));
    return count === undefined ? '–' : formatCount(count);
  };

  const list = () => {
    if (orders.isPending) return <OrdersSkeleton />;
    if (orders.isError && !orders.data) {
      return (
        <EmptyState
          description={<p>{t.loadErrorInline}</p>}
          action={<RetryButton onClick={() => void orders.refetch()} />}
        />
      );
    }
    const footer = (
      <ListFooter
        {...pages}
        searchingMore={pages.searchingHistory}
        shown={pages.orders.length}
        texts={orderPagesFr}
        className="mt-6"
      />
    );
    if (pages.orders.length === 0) {
      if (pages.searchingHistory || pages.hasMore) return footer;
      const noOrderAtAll = counts.data ? counts.data.all === 0 : tab === 'all' && !pages.searching;
      return (
        <EmptyState
          title={t.empty}
          description={noOrderAtAll ? <p>{t.emptyHint}</p> : undefined}
          action={noOrderAtAll ? <NewOrderButton>{recentOrdersFr.createFirst}</NewOrderButton> : undefined}
        />
      );
    }
    return (
      <>
        {pages.searching && !pages.stale ? (
          <p role="status" className="mb-3 text-sm text-zinc-500">
            {tp.results(loadedCountText(pages.orders.length, false), pages.hasMore)}
          </p>
        ) : null}
        <div
          className={cn('grid gap-4 transition-opacity', pages.stale && 'opacity-60')}
          aria-busy={pages.stale || undefined}
        >
          {pages.orders.map((order) => (
            <OrderCard key={order.id} order={order} onRequestSav={setSavOrder} onShowDetails={setDetailsOrder} />
          ))}
        </div>
        {footer}
      </>
    );
  };

  return (
    <>
      <PageHeader title={fr.pages.orders} description={t.description} actions={<NewOrderButton />} />

      <Tabs value={tab} onValueChange={(value) => updateParam('tab', value)}>
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList aria-label={t.filterLabel} className="h-auto flex-wrap self-start">
            {ORDER_TABS.map((value) => {
              const count = tabCount(value);
              return (
                <TabsTrigger key={value} value={value} className="group">
                  {t.tabs[value]}
                  {count !== null ? (
                    <span className="min-w-5 rounded-full bg-zinc-200/80 px-1.5 text-center text-xs font-semibold text-zinc-600 tabular-nums group-data-[state=active]:bg-brand-50 group-data-[state=active]:text-brand-700">
                      {count}
                    </span>
                  ) : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
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
            {value === tab ? list() : null}
          </TabsContent>
        ))}
      </Tabs>

      <Dialog
        open={Boolean(shownSavOrder)}
        onOpenChange={(open) => {
          if (!open && !savBusy.current) setSavOrder(null);
        }}
      >
        {shownSavOrder ? (
          <SavRequestDialog
            key={shownSavOrder.id}
            order={shownSavOrder}
            onBusyChange={(busy) => {
              savBusy.current = busy;
            }}
            onCancel={() => setSavOrder(null)}
          />
        ) : null}
      </Dialog>

      <Dialog open={Boolean(shownDetailsOrder)} onOpenChange={(open) => !open && setDetailsOrder(null)}>
        {shownDetailsOrder ? <OrderDetailsDialog order={shownDetailsOrder} /> : null}
      </Dialog>
    </>
  );
}
