import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_PARAM } from '@/lib/paths';
import { isOrderTab, type OrderTab } from '@/features/orders/components/order-list-utils';

/**
 * 'Mes commandes' keeps its tab, its search and the unpaid filter in the URL: they survive the
 * reload after a SAV request.
 */
export function useOrdersParams() {
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
  return { query, setQuery, tab, unpaid, updateParam };
}
