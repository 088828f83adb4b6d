import { useEffect, useRef } from 'react';
import { showBrowserNotification, useBrowserAnnouncementOf } from '@/lib/browser/notifications';
import { newOrdersMessage, risingCount } from './new-orders-alert';

/**
 * Spec §7/§9: on the to-process list, when the number of en_attente orders rises between two
 * polls, a browser notification 'N nouvelle(s) commande(s)' (only when permission is granted;
 * it closes after 5 s). The first known count only sets the baseline. The count is the
 * counters' (GET /api/order-counts), not the loaded page's. Meanwhile the bell does not announce
 * the same new orders in the browser a second time.
 */
export function useNewOrdersNotification(pendingCount: number | undefined): void {
  useBrowserAnnouncementOf('new_order');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (pendingCount === undefined) return;
    const rise = risingCount(previous.current, pendingCount);
    previous.current = pendingCount;
    if (rise > 0) showBrowserNotification(newOrdersMessage(rise), { tag: 'new-orders' });
  }, [pendingCount]);
}
