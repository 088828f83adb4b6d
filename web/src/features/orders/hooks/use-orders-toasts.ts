import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast/toast';
import { clientOrdersFr } from '@/features/orders/fr';
import { takeFlashToast } from '@/features/orders/components/flash-toast';

/**
 * The toast of a SAV request, which survives the reload that follows it (spec §4), and one toast
 * per loading failure (spec §8: polling would repeat it every 5 s).
 */
export function useOrdersToasts(orders: { isError: boolean; isSuccess: boolean }) {
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast[flash.type](flash.message, { duration: flash.duration });
  }, []);

  const errorShown = useRef(false);
  useEffect(() => {
    if (orders.isError && !errorShown.current) {
      errorShown.current = true;
      toast.error(clientOrdersFr.loadError, { id: 'orders-load-error' });
    } else if (!orders.isError && orders.isSuccess) {
      errorShown.current = false;
    }
  }, [orders.isError, orders.isSuccess]);
}
