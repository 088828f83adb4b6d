import { useCallback } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { NEW_ORDER_PARAM, paths } from '@/lib/paths';

/** The history entry the dialog's opening pushed: closing goes back to it rather than adding one. */
interface NewOrderState {
  newOrderPushed?: boolean;
}

const searchWith = (location: Location, open: boolean): string => {
  const params = new URLSearchParams(location.search);
  if (open) params.set(NEW_ORDER_PARAM, '1');
  else params.delete(NEW_ORDER_PARAM);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** Whether a location has the new-order dialog open (`?new=1`). */
export const hasNewOrderOpen = (location: Pick<Location, 'search'>): boolean =>
  new URLSearchParams(location.search).get(NEW_ORDER_PARAM) === '1';

/**
 * The new-order dialog lives in the history: opening it pushes `?new=1` on the current page, so
 * Back (a phone's too) closes it instead of leaving the page; closing it goes back to the entry
 * it pushed (or, opened from a link, replaces it); a created order replaces it with /orders.
 */
export function useNewOrderDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = hasNewOrderOpen(location);
  const pushed = (location.state as NewOrderState | null)?.newOrderPushed === true;

  const show = useCallback(() => {
    if (open) return;
    void navigate({ pathname: location.pathname, search: searchWith(location, true) }, { state: { newOrderPushed: true } });
  }, [open, location, navigate]);

  const close = useCallback(() => {
    if (!open) return;
    if (pushed) void navigate(-1);
    else void navigate({ pathname: location.pathname, search: searchWith(location, false) }, { replace: true });
  }, [open, pushed, location, navigate]);

  const finish = useCallback(() => void navigate(paths.orders, { replace: true }), [navigate]);

  return { open, show, close, finish };
}
