import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { sessionExpiredState, setSessionExpiredHandler } from '@/lib/api/session-expiry';
import { startTokenRefreshTimer } from '@/lib/api/token-refresh';
import { DeferredToaster } from '@/components/deferred-toaster';
import { OrderChatProvider } from '@/features/orders/components/order-chat-slot';
import { OrderHistoryProvider } from '@/features/orders/components/order-history-slot';
import { renderOrderChat } from './order-chat';
import { renderClientOrderHistory } from './order-history';
import { getRouter } from './router';
import { paths } from '@/lib/paths';

// Spec §4: when the session cannot be refreshed, go to /login (which says why) and forget the cached data.
setSessionExpiredHandler(() => {
  void getRouter()
    .navigate(paths.login, { replace: true, state: sessionExpiredState })
    .then(() => import('@/lib/api/query-client'))
    .then(({ queryClient }) => queryClient.clear());
});

export function App() {
  // Spec §9: the access token is refreshed every 6 hours while signed in.
  useEffect(() => startTokenRefreshTimer(), []);

  return (
    <>
      <OrderChatProvider value={renderOrderChat}>
        <OrderHistoryProvider value={renderClientOrderHistory}>
          <RouterProvider router={getRouter()} />
        </OrderHistoryProvider>
      </OrderChatProvider>
      <DeferredToaster />
    </>
  );
}
