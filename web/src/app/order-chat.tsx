import { lazy, Suspense } from 'react';
import type { OrderChatSlotProps } from '@/features/orders/components/order-chat-slot';
import { importOrReload } from '@/lib/browser/chunk-reload';

// Its own chunk, as when the orders views imported it: the first order view shown loads it.
const OrderChatPanel = lazy(async () => ({
  default: (await importOrReload(() => import('@/features/order-chat/components/order-chat-panel'))).OrderChatPanel,
}));

/** The order-chat feature's panel, given to the orders views' OrderChatSlot (composed here, decision 008). */
export function renderOrderChat(props: OrderChatSlotProps) {
  return (
    <Suspense fallback={null}>
      <OrderChatPanel {...props} />
    </Suspense>
  );
}
