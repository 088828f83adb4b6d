import type { Order } from '@app/shared/orders/schemas';
import { useEffect, useRef } from 'react';
import { showBrowserNotification } from '@/lib/notifications';
import { countPending, newOrdersMessage, risingCount } from './new-orders-alert';

/**
 * Spec §7/§9: on the to-process list, when the number of en_attente orders rises between two
 * polls, a browser notification 'N nouvelle(s) commande(s)' (only when permission is granted;
 * it closes after 5 s). The first load only sets the baseline.
 */
export function useNewOrdersNotification(orders: readonly Order[] | undefined): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!orders) return;
    const current = countPending(orders);
    const rise = risingCount(previous.current, current);
    previous.current = current;
    if (rise > 0) showBrowserNotification(newOrdersMessage(rise), { tag: 'new-orders' });
  }, [orders]);
}
