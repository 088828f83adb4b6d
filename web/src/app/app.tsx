import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { sessionExpiredState, setSessionExpiredHandler } from '@/lib/api/session-expiry';
import { startTokenRefreshTimer } from '@/lib/api/token-refresh';
import { DeferredToaster } from '@/components/deferred-toaster';
import { OrderChatProvider } from '@/features/orders/components/order-chat-slot';
import { OrderHistoryProvider } from '@/features/orders/components/order-history-slot';
import { renderOrderChat } from './order-chat';
import { renderClientOrderHistory } from './order-history';
import { queryClient } from './query-client';
import { router } from './router';
import { paths } from '@/lib/paths';

// Spec §4: when the session cannot be refreshed, go to /login (which says why) and forget the cached data.
setSessionExpiredHandler(() => {
  void router.navigate(paths.login, { replace: true, state: sessionExpiredState }).then(() => queryClient.clear());
});

export function App() {
  // Spec §9: the access token is refreshed every 6 hours while signed in.
  useEffect(() => startTokenRefreshTimer(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <OrderChatProvider value={renderOrderChat}>
        <OrderHistoryProvider value={renderClientOrderHistory}>
          <RouterProvider router={router} />
        </OrderHistoryProvider>
      </OrderChatProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
