import { useQuery } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LINKED_ORDER_PARAM } from '@/lib/paths';
import { orderQueryOptions } from './orders-queries';

/**
 * Opens the order named by `?order=` once it is read (one GET, whatever page it is on), then
 * drops the parameter so that closing the dialog or reloading does not open it again. An order
 * the caller cannot see (404) just drops the parameter.
 */
/** `open` should be stable (a state setter). */
export function useLinkedOrder(open: (order: Order) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get(LINKED_ORDER_PARAM) ?? '';
  const linked = useQuery({ ...orderQueryOptions(id), enabled: id !== '', refetchInterval: false, retry: false });
  const settled = linked.isSuccess || linked.isError;

  useEffect(() => {
    if (!id || !settled) return;
    if (linked.data) open(linked.data);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINKED_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [id, settled, linked.data, open, setParams]);
}
