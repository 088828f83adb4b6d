import { useQuery } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LINKED_ORDER_PARAM } from '@/lib/paths';
import { orderQueryOptions } from './orders-queries';

/**
 * The order whose details are open, kept in the URL (`?order=<id>`, issue 37): a reload or a
 * shared link opens it again (one GET, whatever page it is on), closing drops the parameter. An
 * order the caller cannot see (404) just drops the parameter.
 */
export function useLinkedOrder() {
  const [params, setParams] = useSearchParams();
  const id = params.get(LINKED_ORDER_PARAM) ?? '';
  const [opened, setOpened] = useState<Order | null>(null);
  // Read only for an id the page did not open itself (a link, a reload).
  const unknown = id !== '' && id !== opened?.id;
  const linked = useQuery({ ...orderQueryOptions(id), enabled: unknown, refetchInterval: false, retry: false });

  const setParam = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(LINKED_ORDER_PARAM, value);
          else next.delete(LINKED_ORDER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!unknown || !(linked.isSuccess || linked.isError)) return;
    if (linked.data) setOpened(linked.data);
    else setParam(null);
  }, [unknown, linked.isSuccess, linked.isError, linked.data, setParam]);

  // The URL is the truth: an id dropped (Back, a link without it) closes the details.
  const shown = opened && opened.id === id ? opened : null;
  const open = useCallback(
    (order: Order) => {
      setOpened(order);
      setParam(order.id);
    },
    [setParam],
  );
  // The order is kept: the URL may still name it for a render after the dialog closed, and must
  // not read it again then.
  const close = useCallback(() => setParam(null), [setParam]);
  return { opened: shown, open, close };
}
