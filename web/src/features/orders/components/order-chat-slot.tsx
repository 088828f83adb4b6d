import type { Role } from '@app/shared/users/schemas';
import { createContext, type ReactNode, useContext } from 'react';

export interface OrderChatSlotProps {
  orderId: string;
  /** Who reads: that side's messages sit on the right. */
  viewerRole: Role;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * Where an order view shows the order's chat (decision 008). The chat is the order-chat
 * feature's: app/ provides its panel here, so orders imports no other feature. Without a
 * provider (a component test of an order view alone) the slot stays empty.
 */
const OrderChatContext = createContext<(props: OrderChatSlotProps) => ReactNode>(() => null);

export const OrderChatProvider = OrderChatContext.Provider;

export function OrderChatSlot(props: OrderChatSlotProps) {
  const render = useContext(OrderChatContext);
  return render(props);
}
