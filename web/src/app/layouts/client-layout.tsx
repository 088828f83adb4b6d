import { useCurrentUser } from '@/features/auth/api/get-me';
import { BalanceButton } from '@/features/orders/components/balance-button';
import { NewOrderButton } from '@/features/orders/components/new-order-button';
import { NewOrderHost } from '@/features/orders/components/new-order-host';
import { AppShell } from './app-shell';
import { clientNav } from './nav-items';
import { paths } from '@/lib/paths';

export function ClientLayout() {
  const user = useCurrentUser();
  const actions =
    user.role === 'client' ? (
      <>
        <BalanceButton />
        <NewOrderButton />
      </>
    ) : null;
  return (
    <>
      <AppShell nav={clientNav} homePath={paths.home} actions={actions} />
      {user.role === 'client' ? <NewOrderHost /> : null}
    </>
  );
}
