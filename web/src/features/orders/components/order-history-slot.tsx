import type { Order } from '@app/shared/orders/schemas';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the client's order details show the order's history (issue 22). The history is the audit
 * feature's: app/ provides it here, so orders imports no other feature. Without a provider (a
 * component test of an order view alone) the slot stays empty.
 */
const OrderHistoryContext = createContext<((order: Order) => ReactNode) | null>(null);

export const OrderHistoryProvider = OrderHistoryContext.Provider;

/** The history's block, titled by the caller, or nothing without a provider. */
export function OrderHistorySlot({ order, frame }: { order: Order; frame: (content: ReactNode) => ReactNode }) {
  const render = useContext(OrderHistoryContext);
  return render ? frame(render(order)) : null;
}
